/** @jest-environment node */
import fc from 'fast-check';
import { isNumericPostcodeCountry, isPostcodeOf } from './postcode';

describe('postcode per country', () => {
  it.each([
    ['DE', '50667'],
    ['AT', '1010'],
    ['CH', '8001'],
    ['GB', 'SW1A 1AA'],
    ['GB', 'sw1a1aa'],
    ['GB', 'M1 1AE'],
    ['GB', 'B33 8TH'],
    ['GB', 'EC1A 1BB'],
    ['UK', 'CR2 6XH'],
    ['IE', 'D02 X285'],
    ['IE', 'A65F4E2'],
    ['IE', 'D6W 1234'],
    ['NL', '1012 AB'],
    ['PT', '1000-001'],
    ['PL', '00-950'],
    ['CZ', '110 00'],
    ['SW', '114 55'],
    ['LU', 'L-1111'],
  ])('accepts a %s postcode %s', (country, postcode) => {
    expect(isPostcodeOf(country, postcode)).toBe(true);
  });

  it.each([
    ['DE', '5066'],
    ['DE', 'SW1A 1AA'],
    ['AT', '10101'],
    ['GB', '50667'],
    ['GB', 'SW1A 1A'],
    ['GB', '1SW 1AA'],
    ['IE', 'D02 X28'],
    ['IE', 'B02 X285'],
    ['NL', '1012'],
    ['', '4111 1111 1111 1111'],
  ])('refuses a %s postcode %s', (country, postcode) => {
    expect(isPostcodeOf(country, postcode)).toBe(false);
  });

  it('refuses anything card-number-like for every country', () => {
    const card = fc.stringMatching(/^\d{13,19}$/);
    const country = fc.constantFrom('DE', 'AT', 'CH', 'GB', 'IE', 'NL', 'PT', 'US', '');
    fc.assert(fc.property(country, card, (c, number) => !isPostcodeOf(c, number)));
  });

  it('takes every five-digit German postcode and no other length', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,10}$/), (zip) => {
        expect(isPostcodeOf('DE', zip)).toBe(zip.length === 5);
      }),
    );
  });

  it('takes UK postcodes of every Royal Mail shape, with or without the space', () => {
    const letter = fc.constantFrom(...'ABCDEFGHJKLMNOPRSTUWYZ');
    const digit = fc.constantFrom(...'0123456789');
    const outward = fc.oneof(
      fc.tuple(letter, digit).map((p) => p.join('')),
      fc.tuple(letter, digit, digit).map((p) => p.join('')),
      fc.tuple(letter, digit, letter).map((p) => p.join('')),
      fc.tuple(letter, letter, digit).map((p) => p.join('')),
      fc.tuple(letter, letter, digit, digit).map((p) => p.join('')),
      fc.tuple(letter, letter, digit, letter).map((p) => p.join('')),
    );
    const inward = fc.tuple(digit, letter, letter).map((p) => p.join(''));
    fc.assert(
      fc.property(outward, inward, fc.boolean(), (out, inn, space) =>
        isPostcodeOf('GB', `${out}${space ? ' ' : ''}${inn}`),
      ),
    );
  });

  it('asks for a number pad only where postcodes are digits only', () => {
    expect(isNumericPostcodeCountry('DE')).toBe(true);
    expect(isNumericPostcodeCountry('AT')).toBe(true);
    expect(isNumericPostcodeCountry('GB')).toBe(false);
    expect(isNumericPostcodeCountry('IE')).toBe(false);
    expect(isNumericPostcodeCountry('')).toBe(false);
  });
});
