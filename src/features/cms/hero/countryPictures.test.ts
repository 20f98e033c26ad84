import fc from 'fast-check';
import {
  countryNameEntries,
  countryNameParts,
  countryPictureKey,
  normaliseCountryName,
} from './countryPictures';

const known = new Set(countryNameEntries.map(([name]) => normaliseCountryName(name)));
const entry = fc.constantFrom(...countryNameEntries);
/** The name with each letter's case flipped at random. */
const recased = (name: string, flips: boolean[]) =>
  [...name]
    .map((char, n) => (flips[n % flips.length] ? char.toUpperCase() : char.toLowerCase()))
    .join('');
const withoutDiacritics = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '');

describe('country-name table for the last-seen slide', () => {
  it('covers German, English, Italian, Spanish and French names and common variants', () => {
    for (const name of ['Spanien', 'Spain', 'Spagna', 'España', 'Espagne'])
      expect(countryPictureKey(name)).toBe('es');
    for (const name of ['Türkei', 'Tuerkei', 'Turkey', 'Türkiye', 'Turchia', 'Turquie'])
      expect(countryPictureKey(name)).toBe('tr');
    for (const name of ['Ägypten', 'Aegypten', 'Egypt', 'Egitto', 'Egipto', 'Égypte'])
      expect(countryPictureKey(name)).toBe('eg');
    expect(countryPictureKey('VAE')).toBe('ae');
    expect(countryPictureKey('Émirats arabes unis')).toBe('ae');
  });

  it('ignores case, diacritics and surrounding space', () => {
    fc.assert(
      fc.property(
        entry,
        fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        fc.string({ unit: fc.constantFrom(' ', '\t'), maxLength: 3 }),
        ([name, key], flips, strip, space) => {
          const variant = recased(strip ? withoutDiacritics(name) : name, flips);
          expect(countryPictureKey(`${space}${variant}${space}`)).toBe(key);
        },
      ),
    );
  });

  it('finds the country in a name with a region in front or behind', () => {
    fc.assert(
      fc.property(
        entry,
        fc.constantFrom('Kreta', 'Mallorca', 'Antalya', 'Hurghada'),
        fc.constantFrom(', ', ' / ', ' - '),
        fc.boolean(),
        ([name, key], region, separator, countryFirst) => {
          const text = countryFirst
            ? `${name}${separator}${region}`
            : `${region}${separator}${name}`;
          expect(countryPictureKey(text)).toBe(key);
        },
      ),
    );
    expect(countryPictureKey('Antalya (Türkei)')).toBe('tr');
  });

  it('gives the fallback (null) for names it does not know, and for no name', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        fc.pre(countryNameParts(text).every((part) => !known.has(normaliseCountryName(part))));
        fc.pre(!known.has(normaliseCountryName(text)));
        expect(countryPictureKey(text)).toBeNull();
      }),
    );
    expect(countryPictureKey('Atlantis')).toBeNull();
    expect(countryPictureKey('')).toBeNull();
    expect(countryPictureKey(undefined)).toBeNull();
  });

  it('names one picture key per country and no name twice', () => {
    const keys = new Map<string, string>();
    for (const [name, key] of countryNameEntries) {
      expect(key).toMatch(/^[a-z]{2}$/);
      const normalised = normaliseCountryName(name);
      expect(keys.get(normalised) ?? key).toBe(key);
      keys.set(normalised, key);
    }
  });
});
