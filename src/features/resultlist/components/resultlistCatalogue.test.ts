/** @jest-environment node */
import { checkAreaCatalogue } from '../../../testing/areaCatalogue';
import de from '../../../i18n/catalogues/de/resultlist.json';
import en from '../../../i18n/catalogues/en/resultlist.json';

describe('result list messages', () => {
  checkAreaCatalogue('resultlist', { en, de }, /^resultlist\./, {
    ...{ count: 2, label: 'x', price: '€1', page: 2, percent: 70, name: 'x', number: 1 },
    ...{ total: 3, city: 'x', country: 'x', average: '5.2', scale: 6, airport: 'x' },
    currency: 'British Pound',
    hidden: (chunks: string[]) => chunks.join(''),
  });

  it('label the map button on phones for a shopper, not by where it shows', () => {
    // 'Map on mobile' would name where the label shows; a shopper reads 'Map'.
    expect(en['resultlist.map.mobile']).toBe('Map');
  });

  it("keep the list's fixed English labels word for word", () => {
    expect(en['resultlist.filters.trigger']).toBe('Filter results');
    expect(en['resultlist.filters.back']).toBe('Back to your results');
    expect(en['resultlist.map.show']).toBe('Show hotels on map');
    expect(en['resultlist.map.close']).toBe('Close map');
    expect(en['resultlist.item.perPerson']).toBe('p.p. from');
    expect(en['resultlist.item.total']).toBe('Total price from');
    expect(en['resultlist.item.save']).toBe('Save {price}');
    expect(en['resultlist.item.comparisonClaim']).toMatch(
      /average market price for an identical offer/,
    );
  });

  it('name the currency the prices show in, never a fixed one (docs/rules/prices.md)', () => {
    for (const catalogue of [en, de]) {
      expect(catalogue['resultlist.item.comparisonClaim']).toContain('{currency}');
      expect(catalogue['resultlist.item.comparisonClaim']).not.toMatch(/Euro/);
    }
  });
});
