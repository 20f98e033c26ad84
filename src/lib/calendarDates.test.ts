import fc from 'fast-check';
import { moment } from './dates';
import { formatApiDate, parseDateStrict, todayApiDate, wholeYearsBetween } from './calendarDates';

describe('typed dates', () => {
  it('reads a date strictly in its format and accepts 29 February of a leap year only', () => {
    expect(parseDateStrict('29/02/2024', 'DD/MM/YYYY')).toBe('2024-02-29');
    expect(parseDateStrict('29/02/2023', 'DD/MM/YYYY')).toBeNull();
    expect(parseDateStrict('31/04/2024', 'DD/MM/YYYY')).toBeNull();
    expect(parseDateStrict('1/2/2024', 'DD/MM/YYYY')).toBeNull();
    expect(parseDateStrict('01.02.2024', 'DD.MM.YYYY')).toBe('2024-02-01');
  });

  it('formats an API date and counts completed years', () => {
    expect(formatApiDate('2024-02-29', 'DD/MM/YYYY')).toBe('29/02/2024');
    expect(formatApiDate('', 'DD/MM/YYYY')).toBe('');
    expect(wholeYearsBetween('2008-06-02', '2026-06-01')).toBe(17);
    expect(wholeYearsBetween('2008-06-01', '2026-06-01')).toBe(18);
    expect(todayApiDate()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

/** moment is the reference: the checkout's light date reading must agree with it exactly. */
describe('typed dates agree with moment', () => {
  const day = fc
    .record({
      year: fc.integer({ min: 1900, max: 2100 }),
      month: fc.integer({ min: 0, max: 13 }),
      day: fc.integer({ min: 0, max: 32 }),
    })
    .map(
      ({ year, month, day: d }) =>
        `${String(d).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`,
    );

  it('reads the same dates as moment in strict mode', () => {
    fc.assert(
      fc.property(fc.oneof(day, fc.string()), (text) => {
        const reference = moment(text, 'DD/MM/YYYY', true);
        expect(parseDateStrict(text, 'DD/MM/YYYY')).toBe(
          reference.isValid() ? reference.format('YYYY-MM-DD') : null,
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('counts the same completed years as moment, 29 February included', () => {
    const iso = fc
      .date({
        min: new Date('1900-01-01T12:00:00Z'),
        max: new Date('2100-12-31T12:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        iso,
        iso,
        fc.constantFrom('2004-02-29', '2000-02-29', '1996-02-29'),
        (a, b, leap) => {
          for (const [from, to] of [
            [a, b],
            [leap, b],
            [leap, `${b.slice(0, 4)}-02-28`],
          ] as const) {
            expect(wholeYearsBetween(from, to)).toBe(
              moment(to, 'YYYY-MM-DD', true).diff(moment(from, 'YYYY-MM-DD', true), 'years'),
            );
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
