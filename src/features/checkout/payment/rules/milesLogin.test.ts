/** @jest-environment node */
import fc from 'fast-check';
import { validateMilesCardNumber } from './milesLogin';

describe('Miles and More service card number', () => {
  it('accepts 15 digits, spaces between groups too', () => {
    expect(validateMilesCardNumber('992001234567890')).toBeNull();
    expect(validateMilesCardNumber('9920 0123 4567 890')).toBeNull();
  });

  it('names a wrong length or a wrong character', () => {
    expect(validateMilesCardNumber('99200123456789')).toBe('milesMoreNumberLengthError');
    expect(validateMilesCardNumber('')).toBe('milesMoreNumberLengthError');
    expect(validateMilesCardNumber('99200123456789X')).toBe('milesMoreDigitError');
  });

  it('accepts a digit string exactly when it has 15 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,20}$/), (number) => {
        expect(validateMilesCardNumber(number) === null).toBe(number.length === 15);
      }),
    );
  });
});
