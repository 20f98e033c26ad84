/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import fc from 'fast-check';
import { localeInfo } from '../config/locales';
import { dayNumber } from './calendarDates';
import {
  dateFormatter,
  dateStyles,
  formatDay,
  formatIsoDate,
  formatIsoDateTime,
  formatLocalDay,
  formatMonth,
  monthNames,
  weekdayNames,
  type DateStyle,
  type DayStyle,
} from './dateFormat';

const styles = Object.keys(dateStyles) as DateStyle[];
const dayStyles = styles.filter((style): style is DayStyle => style !== 'time');
const locales = [...new Set(Object.values(localeInfo).map((info) => info.intl))];

/** Any real day from 1970 to 2100, written YYYY-MM-DD. */
const isoDates = fc
  .date({
    min: new Date('1970-01-01T12:00:00Z'),
    max: new Date('2100-12-31T12:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

const pad = (value: number) => String(value).padStart(2, '0');

/** What Intl itself writes for a date (and time) read as UTC: the reference for every style. */
function intlText(locale: string, style: DateStyle, isoDate: string, hours = 0, minutes = 0) {
  const [y = 0, m = 0, d = 0] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { ...dateStyles[style], timeZone: 'UTC' }).format(
    Date.UTC(y, m - 1, d, hours, minutes),
  );
}

describe('the styles', () => {
  // Friday 12 June 2026 at 14:05.
  const expected: Record<string, Record<DateStyle, string>> = {
    'en-GB': {
      longDate: 'Friday, 12 June 2026',
      shortDate: 'Fri 12 Jun',
      dayMonthYear: '12 June 2026',
      dayShortMonthYear: '12 Jun 2026',
      mediumDate: '12 Jun 2026',
      monthYear: 'June 2026',
      monthName: 'June',
      shortWeekday: 'Fri',
      longWeekday: 'Friday',
      time: '14:05',
    },
    'de-DE': {
      longDate: 'Freitag, 12. Juni 2026',
      shortDate: 'Fr., 12. Juni',
      dayMonthYear: '12. Juni 2026',
      dayShortMonthYear: '12. Juni 2026',
      mediumDate: '12.06.2026',
      monthYear: 'Juni 2026',
      monthName: 'Juni',
      shortWeekday: 'Fr',
      longWeekday: 'Freitag',
      time: '14:05',
    },
  };

  it.each(Object.keys(expected))('writes each style in %s', (locale) => {
    for (const style of styles) {
      const text = expected[locale]![style];
      expect(formatIsoDateTime(locale, '2026-06-12T14:05', style)).toBe(text);
      if (style === 'time') continue;
      expect(formatIsoDate(locale, '2026-06-12', style)).toBe(text);
      expect(formatDay(locale, dayNumber('2026-06-12')!, style)).toBe(text);
    }
  });

  it('writes months, weekday and month names', () => {
    expect(formatMonth('de-DE', '2026-03', 'monthYear')).toBe('März 2026');
    expect(formatMonth('en-GB', '2026-12', 'monthName')).toBe('December');
    expect(weekdayNames('en-GB')[0]).toEqual({ short: 'Mon', long: 'Monday' });
    expect(weekdayNames('de-DE').map((name) => name.long)).toEqual([
      'Montag',
      'Dienstag',
      'Mittwoch',
      'Donnerstag',
      'Freitag',
      'Samstag',
      'Sonntag',
    ]);
    expect(monthNames('en-GB')).toHaveLength(12);
    expect(monthNames('de-DE')[0]).toBe('Januar');
    expect(monthNames('en-GB')[11]).toBe('December');
  });

  it('reads only the date of a date-time given as a date', () => {
    expect(formatIsoDate('en-GB', '2026-06-12T23:30:00+02:00', 'longDate')).toBe(
      'Friday, 12 June 2026',
    );
  });

  it('writes nothing for what is no date', () => {
    expect(formatIsoDate('en-GB', '2026-02-30', 'longDate')).toBe('');
    expect(formatIsoDate('en-GB', '', 'longDate')).toBe('');
    expect(formatIsoDateTime('en-GB', 'garbled', 'time')).toBe('');
    expect(formatDay('en-GB', Number.NaN, 'longDate')).toBe('');
    expect(formatLocalDay('en-GB', 'not a time', 'dayMonthYear')).toBe('');
  });
});

describe('UTC, whatever the zone', () => {
  it('writes any date as Intl does for that day read as UTC, in every locale and style', () => {
    fc.assert(
      fc.property(
        isoDates,
        fc.constantFrom(...locales),
        fc.constantFrom(...dayStyles),
        (isoDate, locale, style) => {
          const reference = intlText(locale, style, isoDate);
          expect(formatIsoDate(locale, isoDate, style)).toBe(reference);
          expect(formatDay(locale, dayNumber(isoDate)!, style)).toBe(reference);
        },
      ),
    );
  });

  it('writes any wall-clock date-time as Intl does for it read as UTC', () => {
    fc.assert(
      fc.property(
        isoDates,
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.constantFrom(...locales),
        fc.constantFrom(...styles),
        (isoDate, hours, minutes, locale, style) => {
          const dateTime = `${isoDate}T${pad(hours)}:${pad(minutes)}`;
          expect(formatIsoDateTime(locale, dateTime, style)).toBe(
            intlText(locale, style, isoDate, hours, minutes),
          );
        },
      ),
    );
  });

  // A process reads its zone once, from TZ: the same dates are written again by processes far
  // ahead of and far behind UTC, where a local reading would move them a day.
  const zones = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'];
  const cases = [
    ...fc.sample(
      fc.tuple(isoDates, fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })),
      { numRuns: 40, seed: 42 },
    ),
    ['1970-01-01', 0, 0] as const,
    ['2100-12-31', 23, 59] as const,
    // Summer time starts and ends in Europe.
    ['2026-03-29', 2, 30] as const,
    ['2026-10-25', 2, 30] as const,
  ].map(([isoDate, hours, minutes]) => `${isoDate}T${pad(hours)}:${pad(minutes)}`);

  const modulePath = join(__dirname, 'dateFormat.ts');

  /** Runs `script` with the module as `m` in a Node process in `zone`; returns what it printed. */
  function inZone<T>(zone: string, script: string): T {
    const output = execFileSync(
      process.execPath,
      [
        '-r',
        'esbuild-register',
        '-e',
        `const m = require(${JSON.stringify(modulePath)});${script}`,
      ],
      { env: { ...process.env, TZ: zone }, encoding: 'utf8' },
    );
    return JSON.parse(output) as T;
  }

  it('writes the same day and time in any time zone', () => {
    const here = cases.flatMap((dateTime) =>
      ['en-GB', 'de-DE'].flatMap((locale) => [
        ...dayStyles.map((style) => formatIsoDate(locale, dateTime, style)),
        formatIsoDateTime(locale, dateTime, 'time'),
      ]),
    );
    for (const zone of zones) {
      // The same texts as above, written in the other process.
      const there = inZone<string[]>(
        zone,
        `const cases = ${JSON.stringify(cases)};
        const dayStyles = ${JSON.stringify(dayStyles)};
        process.stdout.write(JSON.stringify(cases.flatMap((dateTime) =>
          ['en-GB', 'de-DE'].flatMap((locale) => [
            ...dayStyles.map((style) => m.formatIsoDate(locale, dateTime, style)),
            m.formatIsoDateTime(locale, dateTime, 'time'),
          ]))));`,
      );
      expect(there).toEqual(here);
    }
  });

  it('dates a moment by the visitor clock', () => {
    const script = `process.stdout.write(JSON.stringify(
      m.formatLocalDay('en-GB', '2026-06-12T22:00:00Z', 'dayMonthYear')));`;
    expect(inZone<string>('Pacific/Kiritimati', script)).toBe('13 June 2026');
    expect(inZone<string>('Pacific/Pago_Pago', script)).toBe('12 June 2026');
  });
});

describe('the formatters', () => {
  it('makes one formatter per locale and style, in UTC', () => {
    const formatter = dateFormatter('de-DE', 'longDate');
    expect(dateFormatter('de-DE', 'longDate')).toBe(formatter);
    expect(dateFormatter('en-GB', 'longDate')).not.toBe(formatter);
    expect(dateFormatter('de-DE', 'shortDate')).not.toBe(formatter);
    expect(formatter.resolvedOptions().timeZone).toBe('UTC');
  });

  it('keeps the weekday and month names of a locale', () => {
    expect(weekdayNames('en-GB')).toBe(weekdayNames('en-GB'));
    expect(monthNames('de-DE')).toBe(monthNames('de-DE'));
  });
});
