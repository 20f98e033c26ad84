/** @jest-environment node */
import { checkAreaCatalogue } from '../../../../testing/areaCatalogue';
import de from '../../../../i18n/catalogues/de/hotel.json';
import en from '../../../../i18n/catalogues/en/hotel.json';
import { mediaCategories } from '../model/gallery';

describe('hotel content messages', () => {
  checkAreaCatalogue('hotel', { en, de }, /^hotel\./, {
    ...{ count: 2, label: 'x', percent: 70, name: 'x', number: 1, total: 3, title: 'x' },
    ...{ average: '5.2', scale: 6, rating: '5.1', userName: 'x', date: '01.02.26' },
  });

  it('name every gallery category, and all', () => {
    for (const category of ['all', ...mediaCategories]) {
      expect(en).toHaveProperty([`hotel.gallery.category.${category}`]);
    }
  });

  it('keep the required English texts word for word', () => {
    expect(en['hotel.headers.showOnMap']).toBe('Show hotel on map');
    expect(en['hotel.headers.seeAllDetails']).toBe('See all details');
    expect(en['hotel.reviews.more']).toBe('View more reviews');
    expect(en['hotel.reviews.empty']).toBe('Unfortunately no reviews found');
    expect(en['hotel.reviews.loading']).toBe('Checking for hotel reviews');
  });
});
