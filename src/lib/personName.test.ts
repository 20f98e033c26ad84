import fc from 'fast-check';
import { isPassportName } from './personName';

const latinLetters = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZäöüßéèêçñåøæłŁšžčőűÿ',
];
const separators = [' ', '-', "'", '’'];

/** A name as a passport prints it: Latin letters with single separators between parts. */
const passportName = fc
  .array(fc.stringMatching(/^[a-z]+$/).filter(Boolean), { minLength: 1, maxLength: 3 })
  .chain((parts) =>
    fc
      .tuple(
        fc.array(fc.constantFrom(...latinLetters), {
          minLength: parts.length,
          maxLength: parts.length,
        }),
        fc.array(fc.constantFrom(...separators), {
          minLength: parts.length - 1,
          maxLength: parts.length - 1,
        }),
      )
      .map(([firsts, seps]) =>
        parts.map((part, i) => `${firsts[i] ?? ''}${part}${seps[i] ?? ''}`).join(''),
      ),
  );

describe('isPassportName', () => {
  it('accepts Latin names with accents, spaces, hyphens and apostrophes', () => {
    for (const name of ['Müller', 'O’Brien', "D'Arcy", 'Anne-Marie', 'Łukasz Żółć', 'José María']) {
      expect(isPassportName(name)).toBe(true);
    }
    fc.assert(fc.property(passportName, (name) => isPassportName(name)));
  });

  it('accepts an accent typed as a combining mark', () => {
    expect(isPassportName('Rene\u0301e')).toBe(true);
  });

  it('refuses emoji, enclosed, full-width and mathematical letters', () => {
    for (const name of ['😀🎉', 'Ⓜⓤⓢⓣⓔⓡ', 'Ｍａｘ', '𝐌𝐚𝐱', 'M\u20dd', 'Max 😀', 'ﬁona']) {
      expect(isPassportName(name)).toBe(false);
    }
  });

  it('refuses digits, symbols, other scripts and names without a letter', () => {
    for (const name of ['Max1', 'Max!', 'Иван', '王芳', "'-'", '   ', '\u0301a']) {
      expect(isPassportName(name)).toBe(false);
    }
  });

  it('refuses any name that holds one character outside the allowed set', () => {
    const outside = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 1 })
      .filter((ch) => !/^[\p{Script=Latin}\u0300-\u036f '’-]+$/u.test(ch.normalize('NFC')));
    fc.assert(
      fc.property(passportName, outside, fc.nat(), (name, ch, at) => {
        const index = at % (name.length + 1);
        // Space of any kind at either end is trimmed, as the booking trims what it sends.
        fc.pre(!(ch.trim() === '' && (index === 0 || index === name.length)));
        return !isPassportName(`${name.slice(0, index)}${ch}${name.slice(index)}`);
      }),
    );
  });

  it('reads a name without the space of any kind around it, as the booking sends it', () => {
    for (const name of ['\u3000Erika', 'Erika\u00a0', '\tErika Muster\u2003']) {
      expect(isPassportName(name)).toBe(true);
    }
    expect(isPassportName('Erika\u3000Muster')).toBe(false);
  });
});
