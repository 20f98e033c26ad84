import fc from 'fast-check';
import type { GalleryDestination } from '../../../api/types';
import { groupByCountry } from './countryGroups';

const card = (id: string, name: string, countryName: string): GalleryDestination => ({
  id,
  name,
  type: 'region',
  countryName,
  image: '',
  hotelCount: 1,
  perPersonAmount: null,
  staticGroupId: 1,
});

const cards = fc
  .uniqueArray(
    fc.record({
      id: fc.string({ minLength: 1, maxLength: 8 }),
      name: fc.string({ maxLength: 12 }),
      countryName: fc.constantFrom('', 'Spain', 'Österreich', 'Zypern', 'Ägypten', 'greece'),
    }),
    { selector: (item) => item.id, maxLength: 30 },
  )
  .map((items) => items.map(({ id, name, countryName }) => card(id, name, countryName)));

describe('destinations grouped by country (decision: an atlas, A to Z)', () => {
  it('keeps every card exactly once, in the group of its country', () => {
    fc.assert(
      fc.property(cards, fc.constantFrom('de-DE', 'en-GB'), (list, locale) => {
        const groups = groupByCountry(list, locale);
        const ids = groups.flatMap((group) => group.destinations.map((d) => d.id));
        expect([...ids].sort()).toEqual(list.map((d) => d.id).sort());
        for (const group of groups) {
          for (const d of group.destinations) expect(d.countryName.trim()).toBe(group.country);
        }
        expect(new Set(groups.map((g) => g.country)).size).toBe(groups.length);
      }),
    );
  });

  it('orders countries and their cards A to Z in the language, cards without a country last', () => {
    fc.assert(
      fc.property(cards, (list) => {
        const groups = groupByCountry(list, 'de-DE');
        const collator = new Intl.Collator('de-DE', { sensitivity: 'base' });
        const named = groups.filter((g) => g.country !== '');
        for (let i = 1; i < named.length; i++)
          expect(collator.compare(named[i - 1]!.country, named[i]!.country)).toBeLessThanOrEqual(0);
        if (groups.some((g) => g.country === '')) expect(groups.at(-1)?.country).toBe('');
        for (const group of groups) {
          const names = group.destinations.map((d) => d.name);
          for (let i = 1; i < names.length; i++)
            expect(collator.compare(names[i - 1]!, names[i]!)).toBeLessThanOrEqual(0);
        }
      }),
    );
  });

  it('sorts umlauts where German readers look for them', () => {
    const groups = groupByCountry(
      [
        card('a', 'Hurghada', 'Ägypten'),
        card('b', 'Kreta', 'Griechenland'),
        card('c', 'Tirol', 'Österreich'),
        card('d', 'x', 'Zypern'),
      ],
      'de-DE',
    );
    expect(groups.map((g) => g.country)).toEqual([
      'Ägypten',
      'Griechenland',
      'Österreich',
      'Zypern',
    ]);
  });
});
