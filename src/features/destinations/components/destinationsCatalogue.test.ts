/** @jest-environment node */
import { createIntl } from 'react-intl';
import de from '../../../i18n/catalogues/de/destinations.json';
import en from '../../../i18n/catalogues/en/destinations.json';

describe('destinations messages', () => {
  it('have the same ids in English and German, all prefixed destinations.', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    for (const id of Object.keys(en)) expect(id).toMatch(/^destinations\./);
  });

  it.each([
    ['en', en],
    ['de', de],
  ])('are valid ICU messages in %s', (locale, messages) => {
    const errors: unknown[] = [];
    const intl = createIntl({ locale, messages, onError: (error) => errors.push(error) });
    for (const id of Object.keys(messages))
      intl.formatMessage({ id }, { airport: 'PMI', name: 'x', count: 2, price: '€1' });
    expect(errors).toEqual([]);
  });

  it("keep the spec's words for an empty list (spec 1 §8)", () => {
    expect(en['destinations.state.empty']).toBe('No destinations for your criteria');
  });
});
