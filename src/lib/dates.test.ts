import { locales } from '../config/locales';
import { activateMomentLocale, dateFormats, moment, momentLocaleOf } from './dates';

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

  it('has the three date formats: calls, calendar month and display', () => {
    const day = moment('2027-03-09');
    expect(day.format(dateFormats.api)).toBe('2027-03-09');
    expect(day.format(dateFormats.calendarMonth)).toBe('09-03-2027');
    expect(day.format(dateFormats.display)).toBe('09.03.27');
  });
});
