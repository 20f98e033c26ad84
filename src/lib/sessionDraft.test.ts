import fc from 'fast-check';
import { pickStorable, storablePhone, storableText } from './sessionDraft';

describe('what a form draft may keep', () => {
  it('never keeps a card number, grouped or not', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[3-6]\d{12,18}$/),
        fc.constantFrom('', ' ', '-'),
        (digits, gap) => {
          const grouped = digits.replace(/(\d{4})(?=\d)/g, `$1${gap}`);
          expect(storableText(grouped)).toBe(false);
          expect(storablePhone(grouped)).toBe(false);
        },
      ),
    );
  });

  it('keeps long phone numbers that start with + or 0', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('+', '0', '+0'),
        fc.stringMatching(/^\d{6,18}$/),
        (lead, rest) => {
          expect(storablePhone(lead + rest)).toBe(true);
        },
      ),
    );
  });

  it('picks only the named text fields, phones by the phone rule', () => {
    expect(
      pickStorable(
        { name: 'Erika', phone: '+4922112345678', other: '+4922112345678', n: 4, extra: 'x' },
        ['name', 'phone', 'other', 'n'],
        ['phone'],
      ),
    ).toEqual({ name: 'Erika', phone: '+4922112345678' });
  });
});
