import fc from 'fast-check';
import { createIntl } from 'react-intl';
import { formatFileSize } from './fileSize';

const english = createIntl({ locale: 'en-GB', messages: {} });
const german = createIntl({ locale: 'de-DE', messages: {} });

describe('formatFileSize', () => {
  it('says kB below one MB and MB from there, in the language’s units', () => {
    expect(formatFileSize(english, 2_300)).toBe('3 kB');
    expect(formatFileSize(english, 1_048_576)).toBe('1 MB');
    expect(formatFileSize(english, 5_400_000)).toBe('5.2 MB');
    expect(formatFileSize(german, 5_400_000)).toBe('5,2 MB');
  });

  it('never reads zero, and never less than the file is', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 104_857_600 }), (bytes) => {
        const text = formatFileSize(english, bytes);
        const [number, unit] = text.split(/\s/);
        const value = Number(number?.replace(/,/g, ''));
        expect(value).toBeGreaterThan(0);
        expect(value * (unit === 'kB' ? 1024 : 1_048_576)).toBeGreaterThanOrEqual(bytes);
        expect(unit).toBe(bytes < 1_048_576 ? 'kB' : 'MB');
      }),
    );
  });
});
