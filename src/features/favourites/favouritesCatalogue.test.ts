/** @jest-environment node */
import { checkAreaCatalogue } from '../../testing/areaCatalogue';
import de from '../../i18n/catalogues/de/favourites.json';
import en from '../../i18n/catalogues/en/favourites.json';

describe('favourites messages', () => {
  checkAreaCatalogue('favourites', { en, de }, /^favourites\./, {
    ...{ count: 2, name: 'Hotel Sol', average: '5.2', scale: 6 },
    ...{ from: '9 Jan 2027', to: '16 Jan 2027', nights: 7, adults: 2, children: 1 },
    ...{ airport: 'Frankfurt', date: '27 November 2026' },
    hidden: (chunks: string[]) => chunks.join(''),
  });

  it("keep 'Compare Hotels' word for word, and German says 'Hotels vergleichen'", () => {
    expect(en['favourites.hotel.compare']).toBe('Compare Hotels');
    expect(de['favourites.hotel.compare']).toBe('Hotels vergleichen');
  });
});
