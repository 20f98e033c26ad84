import fc from 'fast-check';
import { toQueryString } from '../../../../config/routes';
import { parseOfferId } from './offerUrl';
import {
  hotelLinkQuery,
  isFilteredSearch,
  noOfferFilters,
  offerFiltersOf,
  withOfferFilters,
  type OfferFilters,
} from './offerFilters';

const search = { dest: 'es-mallorca', dep: 'FRA', from: '2027-01-09', to: '2027-01-16' };
const offerId = '100001-20270109-7-FRA-DZ-AI-2';
const paramsOf = (query: ReturnType<typeof hotelLinkQuery>) =>
  new URLSearchParams(toQueryString(query));

describe('the link from the result list to a hotel', () => {
  it('carries the search, the board, room, view and price filters and the clicked offer', () => {
    const filters: OfferFilters = {
      boards: ['AI', 'HB'],
      rooms: ['DZ'],
      views: ['SEA'],
      maxPrice: 900,
    };
    const params = paramsOf(hotelLinkQuery(search, filters, offerId));
    expect(Object.fromEntries(params)).toEqual({
      ...search,
      board: 'AI,HB',
      room: 'DZ',
      view: 'SEA',
      maxp: '900',
      offer: offerId,
    });
    expect(parseOfferId(params)).toBe(offerId);
    expect(offerFiltersOf(params)).toEqual(filters);
  });

  it('stays the plain search link without filters and without a clicked offer', () => {
    expect(toQueryString(hotelLinkQuery(search, noOfferFilters))).toBe(toQueryString(search));
  });

  it('hands the hotel page exactly the filters the list had (any filters)', () => {
    const code = fc.stringMatching(/^[A-Z]{2,4}$/);
    const codes = fc.uniqueArray(code, { maxLength: 3 });
    fc.assert(
      fc.property(
        fc.record({ boards: codes, rooms: codes, views: codes }),
        fc.option(fc.integer({ min: 1, max: 20000 }), { nil: undefined }),
        (lists, maxPrice) => {
          const filters = { ...lists, ...(maxPrice !== undefined ? { maxPrice } : {}) };
          expect(offerFiltersOf(paramsOf(hotelLinkQuery(search, filters, offerId)))).toEqual(
            filters,
          );
        },
      ),
    );
  });
});

describe('the hotel page search within the carried filters', () => {
  const base = {
    travelPeriod: { departureDate: '2027-01-09', returnDate: '2027-01-16', duration: '7' },
    hotel: { category: 4 },
  };

  it('writes the filters where the result list writes them', () => {
    const filtered = withOfferFilters(base, {
      boards: ['AI'],
      rooms: [],
      views: ['SEA'],
      maxPrice: 500,
    });
    expect(filtered).toEqual({
      ...base,
      hotel: { category: 4, rooms: [{ boardCodeList: ['AI'], viewCodeList: ['SEA'] }] },
      price: { max: 500 },
    });
    expect(isFilteredSearch(filtered)).toBe(true);
  });

  it('leaves a search without filters as it was', () => {
    expect(withOfferFilters(base, noOfferFilters)).toBe(base);
    expect(isFilteredSearch(base)).toBe(false);
  });
});
