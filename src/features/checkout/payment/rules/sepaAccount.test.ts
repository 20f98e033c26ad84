/** @jest-environment node */
import fc from 'fast-check';
import {
  friendlyIban,
  maskIban,
  normaliseIban,
  validateAccountHolder,
  validateIban,
} from './sepaAccount';

// Published example IBANs (ECBS / bank documentation), not real accounts.
const germanIban = 'DE89370400440532013000';
const austrianIban = 'AT611904300234573201';

describe('SEPA account', () => {
  it('accepts a valid SEPA IBAN typed with spaces or in lower case', () => {
    expect(validateIban(germanIban)).toBeNull();
    expect(validateIban('de89 3704 0044 0532 0130 00')).toBeNull();
    expect(validateIban(austrianIban)).toBeNull();
  });

  it('names what is wrong: missing, invalid, or outside SEPA', () => {
    expect(validateIban('   ')).toBe('ibanRequired');
    expect(validateIban('DE89370400440532013001')).toBe('ibanInvalid');
    expect(validateIban('DE8937040044053201300')).toBe('ibanInvalid');
    expect(validateIban('hello')).toBe('ibanInvalid');
    // A valid Brazilian IBAN: not a SEPA country.
    expect(validateIban('BR1800360305000010009795493C1')).toBe('ibanNotSepa');
  });

  it('rejects any single changed digit of a valid IBAN (the check digits catch it)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: germanIban.length - 1 }),
        fc.integer({ min: 1, max: 9 }),
        (i, delta) => {
          const digit = (Number(germanIban[i]) + delta) % 10;
          const changed = germanIban.slice(0, i) + digit + germanIban.slice(i + 1);
          expect(validateIban(changed)).toBe('ibanInvalid');
        },
      ),
    );
  });

  it('shows an IBAN back only as its last four characters', () => {
    expect(maskIban('DE89 3704 0044 0532 0130 00')).toBe('•••• 3000');
    expect(maskIban('')).toBe('••••');
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/), (iban) => {
        const masked = maskIban(iban);
        expect(masked).toBe(`•••• ${iban.slice(-4)}`);
        expect(masked).not.toContain(iban.slice(0, -4));
      }),
    );
  });

  it('normalises and groups what was typed', () => {
    expect(normaliseIban(' de89 3704-0044 ')).toBe('DE8937040044');
    expect(friendlyIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('wants an account holder of letters, spaces, hyphens, apostrophes and dots', () => {
    expect(validateAccountHolder("Zoë O'Neill-Müller")).toBeNull();
    expect(validateAccountHolder('Dr. Jan Berg')).toBeNull();
    expect(validateAccountHolder('  ')).toBe('holderRequired');
    expect(validateAccountHolder('Jan 2')).toBe('holderInvalid');
    expect(validateAccountHolder('<b>Jan</b>')).toBe('holderInvalid');
    expect(validateAccountHolder('A'.repeat(71))).toBe('holderTooLong');
  });
});
