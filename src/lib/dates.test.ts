import { locales } from '../config/locales';
import {
  activateMomentLocale,
  dateFormats,
  formatApiDate,
  moment,
  momentLocaleOf,
  parseDateStrict,
  todayApiDate,
  wholeYearsBetween,
} from './dates';

describe('moment locales (Foundation 9)', () => {
  it('maps en-de and en-ch, which moment lacks, to British English', () => {
    expect(momentLocaleOf('en-de')).toBe('en-gb');
    expect(momentLocaleOf('en-ch')).toBe('en-gb');
  });

  it.each(locales)('loads the moment locale for %s', async (locale) => {
    const active = await activateMomentLocale(locale);
    expect(active).toBe(momentLocaleOf(locale));
    // A loaded locale names its months in its own language.
    const january = moment('2027-01-15').locale(active).format('MMMM');
    const expected: Record<string, string> = {
      de: 'Januar',
      'de-at': 'Jänner',
      'de-ch': 'Januar',
      'en-gb': 'January',
      'en-ie': 'January',
      it: 'gennaio',
      es: 'enero',
      'fr-ch': 'janvier',
    };
    expect(january).toBe(expected[active]);
  });

  it('has the three date formats of spec 1 §9', () => {
    const day = moment('2027-03-09');
    expect(day.format(dateFormats.api)).toBe('2027-03-09');
    expect(day.format(dateFormats.calendarMonth)).toBe('09-03-2027');
    expect(day.format(dateFormats.display)).toBe('09.03.27');
  });
});

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
