import fc from 'fast-check';
import { pageHeading } from './pageHeading';

describe('pageHeading', () => {
  it('drops the brand the meta title ends with', () => {
    expect(pageHeading('Summer holidays | Sunwave Holidays', 'Sunwave Holidays')).toBe(
      'Summer holidays',
    );
    expect(pageHeading('Vacanze estive – Alpina Reisen', 'Alpina Reisen')).toBe('Vacanze estive');
  });

  it('keeps a title that does not end with the brand, or is only the brand', () => {
    expect(pageHeading('Sunwave Holidays – Sommer, Sonne, Meer', 'Sunwave Holidays')).toBe(
      'Sunwave Holidays – Sommer, Sonne, Meer',
    );
    expect(pageHeading('Sunwave Holidays', 'Sunwave Holidays')).toBe('Sunwave Holidays');
    expect(pageHeading('Family | Alpina Reisen', 'Sunwave Holidays')).toBe(
      'Family | Alpina Reisen',
    );
  });

  it('gives back the very title a brand suffix was added to', () => {
    const text = fc.string({ minLength: 1 }).filter((value) => value.trim() === value);
    fc.assert(
      fc.property(text, text, fc.constantFrom('|', '–', '-', ':'), (title, brand, separator) => {
        expect(pageHeading(`${title} ${separator} ${brand}`, brand)).toBe(title);
      }),
    );
  });
});
