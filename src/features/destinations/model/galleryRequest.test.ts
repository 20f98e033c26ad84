import fc from 'fast-check';
import { matchRoute } from '../../../config/routes';
import { toSearchParams, type SearchQuery } from '../../search';
import { galleryRequestKey } from '../destinationsSlice';
import { destinationHref, toGalleryRequest } from './galleryRequest';

const isoDate = fc
  .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const id = fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/);

const searchQuery: fc.Arbitrary<SearchQuery> = fc.record({
  destinationIds: fc.uniqueArray(id, { maxLength: 5 }),
  airports: fc.uniqueArray(fc.constantFrom('FRA', 'MUC', 'HAM', 'North', 'VIE'), { maxLength: 5 }),
  period: fc.record({
    departureDate: isoDate,
    returnDate: isoDate,
    duration: fc.constantFrom('7', '14', '1-4', ''),
    exact: fc.boolean(),
  }),
  travellers: fc.record({
    adultsCount: fc.integer({ min: 1, max: 6 }),
    childrenBirthDates: fc.array(isoDate, { maxLength: 4 }),
  }),
  maxStops: fc.constantFrom(0, 10000),
});

const defined = (params: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined));

describe('a gallery card link (the gallery leads to the result list)', () => {
  it('goes to the result list for that destination and keeps the rest of the search', () => {
    fc.assert(
      fc.property(searchQuery, id, (search, destinationId) => {
        const link = new URL(destinationHref('de-de', search, { id: destinationId }), 'http://x');
        expect(matchRoute(link.pathname)).toEqual({
          name: 'resultlist',
          locale: 'de-de',
          params: {},
        });
        expect(Object.fromEntries(link.searchParams)).toEqual(
          defined({ ...toSearchParams(search), dest: destinationId }),
        );
      }),
    );
  });

  it('encodes a hostile destination id instead of breaking out of the query', () => {
    const link = destinationHref('en-gb', searchOf(), { id: 'x&adults=9#"><script>' });
    const url = new URL(link, 'http://x');
    expect(url.searchParams.get('dest')).toBe('x&adults=9#"><script>');
    expect(url.searchParams.get('adults')).toBe('2');
    expect(url.hash).toBe('');
  });
});

function searchOf(): SearchQuery {
  return {
    destinationIds: ['es-mallorca'],
    airports: ['FRA'],
    period: { departureDate: '2027-05-03', returnDate: '2027-05-10', duration: '7', exact: false },
    travellers: { adultsCount: 2, childrenBirthDates: [] },
    maxStops: 10000,
  };
}

describe('the gallery request', () => {
  it('prices with the search but asks for all destinations, whatever the URL selected', () => {
    fc.assert(
      fc.property(searchQuery, (search) => {
        const request = toGalleryRequest(search);
        expect(request.productSearch.destinations).toEqual([]);
        expect(request.productSearch.flight?.departureAirports).toEqual(search.airports);
        expect(request.productSearch.travelPeriod?.departureDate).toBe(search.period.departureDate);
        expect(request).not.toHaveProperty('arrivalAirport');
        // A changed destination selection is the same gallery: no reload, no cleared cards.
        expect(galleryRequestKey(toGalleryRequest({ ...search, destinationIds: ['gr'] }))).toBe(
          galleryRequestKey(request),
        );
      }),
    );
  });

  it('narrows to one arrival airport when given, which is another gallery', () => {
    const search = searchOf();
    const request = toGalleryRequest(search, 'LCA');
    expect(request.arrivalAirport).toBe('LCA');
    expect(galleryRequestKey(request)).not.toBe(galleryRequestKey(toGalleryRequest(search)));
  });
});
