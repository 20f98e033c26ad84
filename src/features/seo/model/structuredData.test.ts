import { itemList } from './structuredData';

describe('ItemList structured data', () => {
  it('numbers the entries from the first position of the page', () => {
    expect(
      itemList(
        [
          { name: 'Hotel Sol', url: 'https://shop.example/de-de/hotel/es/sol-1' },
          { name: 'Hotel Mar', url: 'https://shop.example/de-de/hotel/es/mar-2' },
        ],
        11,
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 11,
          name: 'Hotel Sol',
          url: 'https://shop.example/de-de/hotel/es/sol-1',
        },
        {
          '@type': 'ListItem',
          position: 12,
          name: 'Hotel Mar',
          url: 'https://shop.example/de-de/hotel/es/mar-2',
        },
      ],
    });
  });

  it('gives nothing for an empty list', () => {
    expect(itemList([])).toBeNull();
  });
});
