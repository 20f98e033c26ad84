/** @jest-environment node */
import { checkAreaCatalogue } from '../../testing/areaCatalogue';
import de from '../../i18n/catalogues/de/seo.json';
import en from '../../i18n/catalogues/en/seo.json';

describe('SEO page messages', () => {
  checkAreaCatalogue('seo', { en, de }, /^seo\./, {
    ...{ count: 3, letter: 'M', names: 'Mallorca', label: 'AI', stars: 4, price: '€500' },
    ...{ value: 24, page: 2, name: 'Mallorca', siblingsTitle: 'Spanien' },
  });

  it('keep the agreed texts word for word', () => {
    expect(en['seo.quicklinks.heading']).toBe('Quicklinks');
    expect(en['seo.pagination.next']).toBe('Next Page');
    expect(en['seo.pagination.previous']).toBe('Previous Page');
    expect(en['seo.siblings.heading']).toBe('{siblingsTitle} best locations');
    expect(en['seo.recommendations.heading']).toBe('Our recommendations');
  });
});
