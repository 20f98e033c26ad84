/** @jest-environment node */
import fc from 'fast-check';
import { cardHolderError } from './cardHolder';

const letters = fc.constantFrom(...'abcxyzABCXYZéèüöäßçñøåłŁžŽœÆ'.split(''));
const separators = fc.constantFrom(' ', '-', "'", '’');
/** Names as people write them: letter runs joined by spaces, hyphens or apostrophes. */
const validName = fc
  .tuple(
    fc.string({ unit: letters, minLength: 1, maxLength: 12 }),
    fc.array(fc.tuple(separators, fc.string({ unit: letters, minLength: 1, maxLength: 12 })), {
      maxLength: 4,
    }),
  )
  .map(([first, rest]) => first + rest.map(([sep, part]) => sep + part).join(''));

describe('card holder rule', () => {
  it('accepts letters, accented ones too, with spaces, hyphens and apostrophes', () => {
    fc.assert(fc.property(validName, (name) => cardHolderError(name) === null));
    expect(cardHolderError('Zoë O’Brien-Łukasz')).toBeNull();
    expect(cardHolderError("  Jean-Luc d'Artagnan ")).toBeNull();
  });

  it('refuses any name holding a digit or another symbol', () => {
    const bad = fc.constantFrom(...'0123456789@#$%&*!?.,;:/\\_+=<>()[]{}"'.split(''));
    fc.assert(
      fc.property(validName, bad, fc.nat(), (name, symbol, at) => {
        const i = at % (name.length + 1);
        return cardHolderError(name.slice(0, i) + symbol + name.slice(i)) === 'holderInvalid';
      }),
    );
  });

  it('refuses emoji and look-alike letters (circled, full-width) like a traveller name', () => {
    for (const holder of ['😀🎉', 'Ⓜⓤⓢⓣⓔⓡ', 'Ｍａｘ Ｍｕｓｔｅｒ', 'Max 😀']) {
      expect(cardHolderError(holder)).toBe('holderInvalid');
    }
  });

  it('calls a blank holder missing and punctuation alone invalid', () => {
    expect(cardHolderError('')).toBe('holderMissing');
    expect(cardHolderError('   ')).toBe('holderMissing');
    expect(cardHolderError("- '")).toBe('holderInvalid');
  });
});
