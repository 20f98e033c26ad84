import fc from 'fast-check';
import { moment } from './dates';
import {
  addDays,
  addMonths,
  dateParts,
  daysBetween,
  dayNumber,
  daysInMonth,
  firstDayOfMonth,
  formatApiDate,
  isApiDate,
  isoDateOf,
  isoOfDay,
  lastDayOfMonth,
  monthOf,
  monthOfDay,
  monthWeekDays,
  monthWeeks,
  parseDateStrict,
  shiftMonth,
  todayApiDate,
  utcInstant,
  weekdayOf,
  weekdayOfDay,
  wholeMonthsBetween,
  wholeYearsBetween,
} from './calendarDates';

/** Any real day from `min` to `max`, written YYYY-MM-DD. */
const isoDatesBetween = (min: string, max: string) =>
  fc
    .date({
      min: new Date(`${min}T12:00:00Z`),
      max: new Date(`${max}T12:00:00Z`),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10));

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
    const iso = isoDatesBetween('1900-01-01', '2100-12-31');
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
  const anyDay = isoDatesBetween('1900-01-01', '2100-12-31');
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

describe('days', () => {
  it('turns dates into day numbers and back, refusing impossible dates', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(isoOfDay(dayNumber('2028-02-29') as number)).toBe('2028-02-29');
    expect(daysBetween('2026-05-31', '2026-06-01')).toBe(1);
    for (const bad of ['2026-02-30', '2026-13-01', '26-06-01', '', '2026-6-1', 'tomorrow'])
      expect(dayNumber(bad)).toBeUndefined();
    // Years below 100 are years of their own, not 1900 and later.
    expect(isoOfDay(dayNumber('0050-03-01') as number)).toBe('0050-03-01');
  });

  it('moves by days across month and year ends, and has nothing to move for no date', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-06-10', 0)).toBe('2026-06-10');
    expect(addDays('2026-02-30', 1)).toBe('');
    expect(daysBetween('2026-06-10', '2026-02-30')).toBeNaN();
  });

  it('names the parts of a date and builds one, a missing day becoming the month end', () => {
    expect(dateParts('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(dateParts('2023-02-29')).toBeNull();
    expect(isoDateOf({ year: 2027, month: 2, day: 29 })).toBe('2027-02-28');
    expect(isoDateOf({ year: 2026, month: 4, day: 31 })).toBe('2026-04-30');
    expect(isoDateOf({ year: 2026, month: 7, day: 4 })).toBe('2026-07-04');
  });

  it("takes today from the visitor's clock, not from UTC", () => {
    // Local times: just after midnight and just before it.
    expect(todayApiDate(new Date(2026, 0, 1, 0, 5))).toBe('2026-01-01');
    expect(todayApiDate(new Date(2026, 11, 31, 23, 55))).toBe('2026-12-31');
    expect(todayApiDate()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('starts weeks on Monday', () => {
    expect(weekdayOf('2026-06-08')).toBe(0);
    expect(weekdayOf('2026-06-14')).toBe(6);
    expect(weekdayOfDay(dayNumber('1969-12-29') as number)).toBe(0);
    expect(weekdayOf('2026-06-31')).toBeNaN();
  });

  it('reads local flight times as they are written', () => {
    expect(new Date(utcInstant('2026-06-12T06:45:00')).toISOString()).toBe(
      '2026-06-12T06:45:00.000Z',
    );
    expect(new Date(utcInstant('2026-06-12')).toISOString()).toBe('2026-06-12T00:00:00.000Z');
  });
});

describe('age on a date', () => {
  it('turns n on the n-th birthday and not a day before, 29 February included', () => {
    const birthDate = isoDatesBetween('1920-01-01', '2030-12-31');
    fc.assert(
      fc.property(
        fc.oneof(birthDate, fc.constantFrom('2000-02-29', '2024-02-29')),
        fc.integer({ min: 1, max: 100 }),
        (born, years) => {
          const birthday = addMonths(born, 12 * years);
          expect(wholeYearsBetween(born, birthday)).toBe(years);
          expect(wholeYearsBetween(born, addDays(birthday, -1))).toBe(years - 1);
          expect(wholeMonthsBetween(born, birthday)).toBe(12 * years);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('days agree with moment', () => {
  const strict = (text: string) => moment.utc(text, 'YYYY-MM-DD', true);
  const anyDay = isoDatesBetween('1900-01-01', '2100-12-31');

  it('adds days as moment does, and counting them back gives the days added', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: -1000, max: 1000 }), (date, days) => {
        const moved = addDays(date, days);
        expect(moved).toBe(strict(date).add(days, 'days').format('YYYY-MM-DD'));
        expect(daysBetween(date, moved)).toBe(days);
        expect(addDays(moved, -days)).toBe(date);
      }),
      { numRuns: 2000 },
    );
  });

  it('counts the days between two dates as moment does', () => {
    fc.assert(
      fc.property(anyDay, anyDay, (from, to) => {
        expect(daysBetween(from, to)).toBe(strict(to).diff(strict(from), 'days'));
      }),
      { numRuns: 2000 },
    );
  });

  it('names the same weekday as moment and knows the length of every month', () => {
    fc.assert(
      fc.property(anyDay, (date) => {
        const reference = strict(date);
        expect(weekdayOf(date)).toBe(reference.isoWeekday() - 1);
        expect(daysInMonth(reference.year(), reference.month() + 1)).toBe(reference.daysInMonth());
        expect(isoOfDay(dayNumber(date) as number)).toBe(date);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('months', () => {
  const june2026 = monthOfDay(dayNumber('2026-06-10') as number);

  it('knows the first and last day of a month, leap years included', () => {
    expect(isoOfDay(firstDayOfMonth(june2026))).toBe('2026-06-01');
    expect(isoOfDay(lastDayOfMonth(june2026))).toBe('2026-06-30');
    expect(isoOfDay(lastDayOfMonth(monthOfDay(dayNumber('2028-02-10') as number)))).toBe(
      '2028-02-29',
    );
    expect(isoOfDay(firstDayOfMonth(monthOfDay(dayNumber('2026-12-31') as number) + 1))).toBe(
      '2027-01-01',
    );
  });

  it('moves YYYY-MM months across years', () => {
    expect(shiftMonth('2026-11', 3)).toBe('2027-02');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-01', -13)).toBe('2024-12');
    expect(monthOf('2026-06-10')).toBe('2026-06');
  });

  it('lays a month out in weeks of seven, blank outside the month', () => {
    const weeks = monthWeekDays(june2026);
    // 1 June 2026 is a Monday, 30 June a Tuesday.
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toBe(dayNumber('2026-06-01'));
    expect(weeks[4]?.slice(1)).toEqual([dayNumber('2026-06-30'), null, null, null, null, null]);
    expect(monthWeekDays(june2026)).toBe(weeks);
    expect(monthWeeks('2026-06')[4]?.slice(0, 2)).toEqual(['2026-06-29', '2026-06-30']);
  });

  it('holds every day of any month exactly once, in order, Monday first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2020 * 12, max: 2040 * 12 }), (index) => {
        const month = shiftMonth('2020-01', index - 2020 * 12);
        const layout = monthWeeks(month);
        const days = layout.flat().filter((day): day is string => day !== null);
        const first = `${month}-01`;
        expect(layout.every((week) => week.length === 7)).toBe(true);
        expect(days).toEqual(
          Array.from({ length: daysBetween(first, addMonths(first, 1)) }, (_, i) =>
            addDays(first, i),
          ),
        );
        expect(layout[0]?.indexOf(first)).toBe(weekdayOf(first));
        expect(monthOfDay(dayNumber(first) as number)).toBe(index);
      }),
    );
  });

  it('moves a YYYY-MM month as adding months moves its first day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900 * 12, max: 2100 * 12 }),
        fc.integer({ min: -300, max: 300 }),
        (index, months) => {
          const month = shiftMonth('1900-01', index - 1900 * 12);
          expect(`${shiftMonth(month, months)}-01`).toBe(addMonths(`${month}-01`, months));
        },
      ),
    );
  });
});
