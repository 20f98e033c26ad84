/** @jest-environment node */
import { checkAreaCatalogue } from '../../../testing/areaCatalogue';
import de from '../../../i18n/catalogues/de/destinations.json';
import en from '../../../i18n/catalogues/en/destinations.json';

describe('destinations messages', () => {
  checkAreaCatalogue('destinations', { en, de }, /^destinations\./, {
    airport: 'PMI',
    name: 'x',
    count: 2,
    price: '€1',
  });

  it('keep the agreed words for an empty list', () => {
    expect(en['destinations.state.empty']).toBe('No destinations for your criteria');
  });
});
