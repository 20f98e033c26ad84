import fc from 'fast-check';
import type { SearchQuery } from './searchQuery';
import {
  defaultListParams,
  emptyFilters,
  parseListParams,
  sortKeys,
  toListParams,
  toResultListRequest,
  withFilters,
} from './listParams';
import { resultsPerPageOptions, type ListParams } from './listTypes';

/** What the router would write: parameters without a value are left out. */
const toQuery = (record: Record<string, string | undefined>) =>
  new URLSearchParams(
    Object.entries(record).flatMap(([key, value]) => (value === undefined ? [] : [[key, value]])),
  );

const search: SearchQuery = {
  destinationIds: ['es'],
  airports: ['FRA'],
  period: { departureDate: '2026-07-01', returnDate: '2026-07-15', duration: '7', exact: false },
  travellers: { adultsCount: 2, childrenBirthDates: [] },
  maxStops: 10000,
};

const code = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
const codes = fc.uniqueArray(code, { maxLength: 4 });
const listParams: fc.Arbitrary<ListParams> = fc.record({
  sort: fc.constantFrom(...sortKeys),
  page: fc.integer({ min: 1, max: 500 }),
  resultsPerPage: fc.constantFrom(...resultsPerPageOptions),
  perPerson: fc.boolean(),
  filters: fc.record(
    {
      maxPrice: fc.integer({ min: 1, max: 20000 }),
      minRating: fc.integer({ min: 1, max: 60 }).map((tenths) => tenths / 10),
      category: fc.integer({ min: 1, max: 5 }),
      amenities: codes,
      boards: codes,
      rooms: codes,
      views: codes,
    },
    { requiredKeys: ['amenities', 'boards', 'rooms', 'views'] },
  ),
});

describe('result list state in the URL', () => {
  it('survives the round trip through the URL unchanged', () => {
    fc.assert(
      fc.property(listParams, (list) => {
        expect(parseListParams(toQuery(toListParams(list)))).toEqual(list);
      }),
    );
  });

  it('keeps the open map in the URL as map=1, and nothing for a closed one', () => {
    fc.assert(
      fc.property(listParams, fc.boolean(), (list, mapOpen) => {
        const query = toQuery(toListParams({ ...list, mapOpen }));
        expect(query.get('map')).toBe(mapOpen ? '1' : null);
        expect(parseListParams(query)).toEqual(mapOpen ? { ...list, mapOpen } : list);
      }),
    );
    expect(parseListParams(new URLSearchParams('map=yes'))).not.toHaveProperty('mapOpen');
  });

  it('leaves the defaults out of the URL', () => {
    expect(toQuery(toListParams(defaultListParams)).toString()).toBe('');
    expect(parseListParams(new URLSearchParams())).toEqual(defaultListParams);
  });

  it('writes short readable names, lists comma-separated and pp=0 for totals', () => {
    const query = toQuery(
      toListParams({
        sort: 'rating',
        page: 2,
        resultsPerPage: 50,
        perPerson: false,
        filters: { ...emptyFilters, category: 4, boards: ['AI', 'HB'], minRating: 4.5 },
      }),
    );
    expect(query.toString()).toBe(
      'sort=rating&page=2&per=50&pp=0&rating=4.5&stars=4&board=AI%2CHB',
    );
  });

  it('falls back to the defaults for malformed values', () => {
    const list = parseListParams(
      new URLSearchParams(
        'sort=cheap&page=0&per=33&pp=no&maxp=-5&rating=9&stars=2.5&am=pool,,a b,pool&board=<x>',
      ),
    );
    expect(list).toEqual({
      ...defaultListParams,
      filters: { ...emptyFilters, amenities: ['pool'] },
    });
    expect(parseListParams(new URLSearchParams('page=abc&maxp=&stars=6')).page).toBe(1);
  });

  it('starts again at page 1 when the filters change', () => {
    const list = { ...defaultListParams, page: 7, sort: 'rating' as const };
    const filtered = withFilters(list, { ...emptyFilters, views: ['SV'] });
    expect(filtered).toEqual({ ...list, page: 1, filters: { ...emptyFilters, views: ['SV'] } });
  });
});

describe('the result list request', () => {
  it('maps the filters onto the product search where the server reads them', () => {
    const request = toResultListRequest(search, {
      sort: 'price_desc',
      page: 3,
      resultsPerPage: 10,
      perPerson: false,
      filters: {
        maxPrice: 900,
        minRating: 5,
        category: 4,
        amenities: ['pool', 'wifi'],
        boards: ['AI'],
        rooms: [],
        views: ['SV'],
      },
    });
    expect(request).toMatchObject({ sort: 'price_desc', page: 3, resultsPerPage: 10 });
    expect(request.productSearch).toMatchObject({
      destinations: ['es'],
      flight: { departureAirports: ['FRA'] },
      globalAttributes: { page: 3, resultsPerPage: 10 },
      price: { max: 900 },
      hotel: {
        attributes: ['pool', 'wifi'],
        category: 4,
        minRating: 5,
        rooms: [{ boardCodeList: ['AI'], viewCodeList: ['SV'] }],
      },
    });
    expect(request.productSearch.hotel?.rooms?.[0]).not.toHaveProperty('roomCodeList');
  });

  it('sends no filter parts without filters, so equal states give equal requests', () => {
    const request = toResultListRequest(search, defaultListParams);
    expect(request.productSearch).not.toHaveProperty('hotel');
    expect(request.productSearch).not.toHaveProperty('price');
    expect(JSON.stringify(request)).toBe(
      JSON.stringify(toResultListRequest(search, { ...defaultListParams, perPerson: false })),
    );
  });
});
