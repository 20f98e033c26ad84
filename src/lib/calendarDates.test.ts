import fc from 'fast-check';
import { moment } from './dates';
import {
  addMonths,
  formatApiDate,
  isApiDate,
  parseDateStrict,
  todayApiDate,
  wholeMonthsBetween,
  wholeYearsBetween,
} from './calendarDates';

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

  it('tells real API dates from text that only looks like one', () => {
    expect(isApiDate('2024-02-29')).toBe(true);
    expect(isApiDate('2023-02-29')).toBe(false);
    expect(isApiDate('2024-13-01')).toBe(false);
    expect(isApiDate('2024-6-01')).toBe(false);
    expect(isApiDate(' 2024-06-01')).toBe(false);
    expect(isApiDate('')).toBe(false);
    // Calendar dates start at year 1 here, where moment would still take year 0.
    expect(isApiDate('0000-01-01')).toBe(false);
  });

  it('shows a date in the two-digit-year display format', () => {
    expect(formatApiDate('2026-04-07', 'DD.MM.YY')).toBe('07.04.26');
    expect(formatApiDate('2000-12-31', 'DD.MM.YY')).toBe('31.12.00');
    expect(formatApiDate('2026-02-30', 'DD.MM.YY')).toBe('');
  });

  it('moves a date by months, a missing day becoming the month end', () => {
    expect(addMonths('2027-03-31', -1)).toBe('2027-02-28');
    expect(addMonths('2028-03-31', -1)).toBe('2028-02-29');
    expect(addMonths('2027-07-15', -66)).toBe('2022-01-15');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2027-02-30', 1)).toBe('');
  });

  it('counts completed months, the month end standing in for a missing day', () => {
    expect(wholeMonthsBetween('2025-06-10', '2027-06-09')).toBe(23);
    expect(wholeMonthsBetween('2025-06-10', '2027-06-10')).toBe(24);
    expect(wholeMonthsBetween('2025-01-31', '2025-02-28')).toBe(1);
    expect(wholeMonthsBetween('2024-01-31', '2024-02-28')).toBe(0);
    expect(wholeMonthsBetween('2027-06-10', '2025-06-11')).toBe(-23);
    expect(wholeMonthsBetween('', '2025-06-11')).toBeNaN();
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

/** The search mask's and the hotel page's date rules, moment being the reference again. */
describe('API dates agree with moment', () => {
  const strict = (text: string) => moment(text, 'YYYY-MM-DD', true);
  const pad = (value: number, length = 2) => String(value).padStart(length, '0');
  const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
  // Any day, and month ends on purpose: they are where adding and counting months differ.
  const anyDay = fc
    .date({
      min: new Date('1900-01-01T12:00:00Z'),
      max: new Date('2100-12-31T12:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10));
  const monthEnd = fc
    .record({
      year: fc.integer({ min: 1900, max: 2100 }),
      month: fc.integer({ min: 1, max: 12 }),
      back: fc.integer({ min: 0, max: 3 }),
    })
    .map(({ year, month, back }) => `${year}-${pad(month)}-${pad(lastDay(year, month) - back)}`);
  const isoDay = fc.oneof(anyDay, monthEnd);
  // Right shape, any year from 1, months and days a little out of range as well.
  const shaped = fc
    .record({
      year: fc.integer({ min: 1, max: 9999 }),
      month: fc.integer({ min: 0, max: 13 }),
      day: fc.integer({ min: 0, max: 32 }),
    })
    .map(({ year, month, day }) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`);
  const anyText = fc.oneof(isoDay, shaped, fc.string());

  it('takes the same texts for dates as moment in strict mode', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(isApiDate(text)).toBe(strict(text).isValid());
      }),
      { numRuns: 3000 },
    );
  });

  it('shows the same display date as moment, or nothing where moment finds no date', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const reference = strict(text);
        expect(formatApiDate(text, 'DD.MM.YY')).toBe(
          reference.isValid() ? reference.format('DD.MM.YY') : '',
        );
      }),
      { numRuns: 3000 },
    );
  });

  it('adds and subtracts months as moment does', () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: -300, max: 300 }), (date, months) => {
        expect(addMonths(date, months)).toBe(
          strict(date).add(months, 'months').format('YYYY-MM-DD'),
        );
      }),
      { numRuns: 3000 },
    );
  });

  it('goes back years and then months as moment does, 29 February included', () => {
    fc.assert(
      fc.property(
        fc.oneof(isoDay, fc.constantFrom('2028-02-29', '2028-08-31', '2027-08-29')),
        fc.integer({ min: 0, max: 20 }),
        (date, years) => {
          expect(addMonths(addMonths(date, -12 * years), -6)).toBe(
            strict(date).subtract(years, 'years').subtract(6, 'months').format('YYYY-MM-DD'),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('counts the same completed months as moment, both ways and however it parses', () => {
    fc.assert(
      fc.property(isoDay, isoDay, (from, to) => {
        const months = wholeMonthsBetween(from, to);
        expect(months).toBe(strict(to).diff(strict(from), 'months'));
        // The search's product request read its dates with moment's ISO parsing, not strictly.
        expect(months).toBe(moment(to).diff(moment(from), 'months'));
      }),
      { numRuns: 3000 },
    );
  });

  it('counts no months where either side is no date', () => {
    fc.assert(
      fc.property(anyText, isoDay, (text, date) => {
        fc.pre(!strict(text).isValid());
        expect(wholeMonthsBetween(text, date)).toBeNaN();
        expect(wholeMonthsBetween(date, text)).toBeNaN();
        expect(addMonths(text, 1)).toBe('');
      }),
      { numRuns: 1000 },
    );
  });
});
