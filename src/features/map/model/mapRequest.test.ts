import fc from 'fast-check';
import type { MapPlace, ProductSearch } from '../../../api/types';
import { centreOf, mapRequestKey, mapResultsRequest } from './mapRequest';

const productSearch: ProductSearch = {
  globalAttributes: { page: 3, resultsPerPage: 20 },
  destinations: ['es-mallorca'],
  hotel: { category: 4 },
};
const place = (id: string, lat: number, lng: number): MapPlace => ({
  id,
  lat,
  lng,
  type: 'hotel',
  tooltipText: id,
});

describe('get_map_results request', () => {
  it('asks for 100 places at the zoom of the level, with the list filters but not its page', () => {
    expect(mapResultsRequest({ productSearch }, 'hotels')).toEqual({
      productSearch: {
        globalAttributes: { page: 1, resultsPerPage: 100 },
        destinations: ['es-mallorca'],
        hotel: { category: 4 },
      },
      resultsPerPage: 100,
      zoom: 11,
    });
    expect(mapResultsRequest({ productSearch }, 'global').zoom).toBe(4);
  });

  it('sends the static groups only when there are some', () => {
    expect(mapResultsRequest({ productSearch, staticGroupIdList: [7, 9] }, 'destinations')).toEqual(
      expect.objectContaining({ staticGroupIdList: [7, 9], zoom: 7 }),
    );
    expect(
      mapResultsRequest({ productSearch, staticGroupIdList: [] }, 'global'),
    ).not.toHaveProperty('staticGroupIdList');
  });

  it('gives every page of the list the same map request, and each level its own', () => {
    const page1 = { ...productSearch, globalAttributes: { page: 1, resultsPerPage: 20 } };
    const key = (search: ProductSearch, level: 'hotels' | 'global') =>
      mapRequestKey(mapResultsRequest({ productSearch: search }, level));
    expect(key(page1, 'hotels')).toBe(key(productSearch, 'hotels'));
    expect(key(productSearch, 'global')).not.toBe(key(productSearch, 'hotels'));
  });
});

describe('centre of the places', () => {
  it('is the middle of their bounding box, ignoring invalid coordinates', () => {
    expect(centreOf([place('a', 39, 2), place('b', 35, 25), place('x', 95, 400)])).toEqual({
      lat: 37,
      lng: 13.5,
    });
    expect(centreOf([place('x', NaN, 2)])).toBeNull();
    expect(centreOf([])).toBeNull();
  });

  it('always lies within the places’ own ranges', () => {
    const coordinate = fc.tuple(
      fc.double({ min: -90, max: 90, noNaN: true }),
      fc.double({ min: -180, max: 180, noNaN: true }),
    );
    fc.assert(
      fc.property(fc.array(coordinate, { minLength: 1 }), (coordinates) => {
        const places = coordinates.map(([lat, lng], i) => place(String(i), lat, lng));
        const centre = centreOf(places);
        const lats = coordinates.map(([lat]) => lat);
        const lngs = coordinates.map(([, lng]) => lng);
        return (
          centre !== null &&
          centre.lat >= Math.min(...lats) &&
          centre.lat <= Math.max(...lats) &&
          centre.lng >= Math.min(...lngs) &&
          centre.lng <= Math.max(...lngs)
        );
      }),
    );
  });
});
