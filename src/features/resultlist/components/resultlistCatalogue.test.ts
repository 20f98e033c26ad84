/** @jest-environment node */
import { createIntl } from 'react-intl';
import de from '../../../i18n/catalogues/de/resultlist.json';
import en from '../../../i18n/catalogues/en/resultlist.json';

describe('result list messages', () => {
  it('have the same ids in English and German, all prefixed resultlist.', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    for (const id of Object.keys(en)) expect(id).toMatch(/^resultlist\./);
  });

  it.each([
    ['en', en],
    ['de', de],
  ])('are valid ICU messages in %s', (locale, messages) => {
    const errors: unknown[] = [];
    const intl = createIntl({ locale, messages, onError: (error) => errors.push(error) });
    const values = {
      ...{ count: 2, label: 'x', price: '€1', page: 2, percent: 70, name: 'x', number: 1 },
      ...{ total: 3, city: 'x', country: 'x', average: '5.2', scale: 6, airport: 'x' },
    };
    for (const id of Object.keys(messages)) intl.formatMessage({ id }, values);
    expect(errors).toEqual([]);
  });

  it('keep the spec texts word for word in English', () => {
    expect(en['resultlist.filters.trigger']).toBe('Filter results');
    expect(en['resultlist.filters.back']).toBe('Back to your results');
    expect(en['resultlist.map.show']).toBe('Show hotels on map');
    expect(en['resultlist.map.close']).toBe('Close map');
    expect(en['resultlist.map.mobile']).toBe('Map on mobile');
    expect(en['resultlist.item.perPerson']).toBe('p.p. from');
    expect(en['resultlist.item.total']).toBe('Total price from');
    expect(en['resultlist.item.save']).toBe('Save {price}');
    expect(en['resultlist.item.comparisonClaim']).toMatch(
      /average market price for an identical offer, in Euro\.$/,
    );
  });
});
