/** @jest-environment node */
import type {
  AutocompleteOption,
  CheapestOfferResponse,
  DepartureAirportsResponse,
  Destination,
  FilterOption,
  GalleryDestination,
  MapPlace,
  PriceDiffResponse,
  ResultListResponse,
} from '../../src/api/types';
import { startDemoServer } from '../testing/demoServer';
import { expectResultItem } from '../testing/resultItem';
import { call, expectShape, requiredKeys } from '../testing/shape';

startDemoServer();

const productSearch = {
  destinations: ['es-mallorca'],
  travelPeriod: { departureDate: '2026-06-01', returnDate: '2026-06-15', duration: '7' },
  flight: { departureAirports: ['FRA', 'MUC'] },
  travellers: { adults: [{}, {}], children: [], babies: [] },
};

async function resultList(body: object) {
  const { status, body: answer } = await call('get_mixed_resultlist', {
    body,
    query: { locale: 'de-de' },
  });
  expect(status).toBe(200);
  return expectShape<ResultListResponse>(
    answer,
    requiredKeys<ResultListResponse>()(
      'success',
      'count',
      'page',
      'resultsPerPage',
      'results',
      'sorting',
      'filters',
      'productSearch',
    ),
  );
}

describe('get_mixed_resultlist', () => {
  it('lists hotels of the destination with their cheapest offer, 20 per page by default', async () => {
    const list = await resultList({ productSearch });
    expect(list.count).toBeGreaterThan(20);
    expect(list.results).toHaveLength(20);
    list.results.forEach(expectResultItem);
    expect(list.results.every((r) => r.hotels[0]?.location.region.id === 'es-mallorca')).toBe(true);
    const prices = list.results.map((r) => r.offers[0]?.price.perPersonAmount ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(
      list.results.every((r) => ['FRA', 'MUC'].includes(r.offers[0]?.departureAirport.code ?? '')),
    ).toBe(true);
  });

  it('pages, sorts and filters', async () => {
    const second = await resultList({ productSearch, page: 2, resultsPerPage: 5, sort: 'rating' });
    expect(second.page).toBe(2);
    expect(second.results).toHaveLength(5);
    expect(second.sorting.selected).toBe('rating');
    const ratings = second.results.map((r) => r.hotels[0]?.ratings.averageRating ?? 0);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const filtered = await resultList({
      productSearch: {
        ...productSearch,
        hotel: { category: 5, rooms: [{ boardCodeList: ['AI'] }] },
      },
    });
    expect(filtered.count).toBeGreaterThan(0);
    expect(
      filtered.results.every(
        (r) => (r.hotels[0]?.category ?? 0) >= 5 && r.offers[0]?.rooms[0]?.board.code === 'AI',
      ),
    ).toBe(true);
  });

  it('returns the seven filter groups with counts and active flags', async () => {
    const list = await resultList({
      productSearch: { ...productSearch, hotel: { attributes: ['pool'] } },
    });
    expect(Object.keys(list.filters).sort()).toEqual([
      'amenities',
      'board',
      'category',
      'price',
      'rating',
      'room',
      'view',
    ]);
    const pool = list.filters.amenities.find((o) => o.value === 'pool');
    expectShape<FilterOption>(
      pool,
      requiredKeys<FilterOption>()('value', 'label', 'count', 'available', 'active'),
    );
    expect(pool).toEqual(expect.objectContaining({ active: true, count: list.count }));
  });

  it('answers an empty search with every hotel and no destination', async () => {
    const list = await resultList({});
    expect(list.count).toBeGreaterThan(1500);
  });
});

describe('map, autocomplete and destinations', () => {
  it('switches between global, destination and hotel places by zoom', async () => {
    const at = async (zoom: number) =>
      (
        await call('get_map_results', {
          body: {
            productSearch: { ...productSearch, destinations: ['es'] },
            zoom,
            resultsPerPage: 100,
          },
        })
      ).body.places;
    const global = await at(4);
    expect(global.map((p) => p.type)).toEqual(['global']);
    const cities = await at(7);
    expect(
      cities.some((p) => p.type === 'destination') && cities.some((p) => p.type === 'airport'),
    ).toBe(true);
    const hotels = await at(11);
    expect(hotels.length).toBeLessThanOrEqual(100);
    for (const place of [...global, ...cities, ...hotels]) {
      expectShape<MapPlace>(
        place,
        requiredKeys<MapPlace>()('id', 'lat', 'lng', 'type', 'tooltipText'),
      );
      expect(Math.abs(place.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(place.lng)).toBeLessThanOrEqual(180);
    }
  });

  it('suggests destinations and hotels with an escaped highlight', async () => {
    const { body } = await call('get_destination_autocomplete_options', {
      body: { productSearch: { keywordSearch: { keyword: 'kre' } } },
      query: { locale: 'de-de' },
    });
    const first = expectShape<AutocompleteOption>(
      body.options[0],
      requiredKeys<AutocompleteOption>()('value', 'label', 'highlightedLabel', 'data'),
    );
    expect(first).toEqual(
      expect.objectContaining({
        value: 'gr-crete',
        label: 'Kreta',
        highlightedLabel: '<strong>Kre</strong>ta',
      }),
    );
    const none = await call('get_destination_autocomplete_options', {
      body: { productSearch: { keywordSearch: { keyword: 'k' } } },
    });
    expect(none.body.options).toEqual([]);
  });

  it('serves the destination tree with countries, regions, cities and POIs', async () => {
    const { body } = await call('destinations', { query: { locale: 'en-gb' } });
    const spain = expectShape<Destination>(
      body.data.model[0],
      requiredKeys<Destination>()('id', 'name', 'level', 'type', 'children'),
    );
    expect(spain).toEqual(
      expect.objectContaining({ id: 'es', name: 'Spain', type: 'country', level: 1 }),
    );
    const mallorca = spain.children.find((c) => c.id === 'es-mallorca');
    const palma = mallorca?.children.find((c) => c.name === 'Palma');
    expect(palma?.children.some((c) => c.type === 'poi')).toBe(true);
  });

  it('serves the serial list, facets, gallery and departure airports', async () => {
    const serial = await call('get_destination_serial', {
      body: { productSearch: { destinations: ['gr-crete'] } },
    });
    expect(serial.body.destinations[0]).toEqual(
      expect.objectContaining({ id: 'gr-crete', path: 'Griechenland > Kreta' }),
    );
    const facets = await call('facets', { body: { productSearch } });
    expect(facets.body.facets.board.length).toBeGreaterThan(0);
    const gallery = await call('all_destinations', {
      body: { productSearch: {}, arrivalAirport: 'HER' },
    });
    expect(gallery.body.destinations.map((d) => d.id)).toEqual(['gr-crete']);
    expectShape<GalleryDestination>(
      gallery.body.destinations[0],
      requiredKeys<GalleryDestination>()(
        'id',
        'name',
        'type',
        'countryName',
        'image',
        'hotelCount',
        'perPersonAmount',
        'staticGroupId',
      ),
    );
    const airports = await call('departure_airports', { query: { locale: 'de-de' } });
    const typed = expectShape<DepartureAirportsResponse>(
      airports.body,
      requiredKeys<DepartureAirportsResponse>()('countries', 'groups'),
    );
    expect(typed.groups.map((g) => g.name)).toEqual([
      'Deutschland Nord',
      'Deutschland Süd',
      'Deutschland West',
      'Deutschland Ost',
    ]);
    expect(typed.countries[0]?.children[0]).toEqual({
      tlc: 'HAM',
      name: 'Hamburg',
      countryCode: 'DE',
    });
  });
});

describe('price diff and cheapest offer', () => {
  it('answers a price difference for a known offer and an error for an unknown one', async () => {
    const list = await resultList({ productSearch });
    const offerId = list.results[0]?.offers[0]?.id ?? '';
    const { body } = await call('get_price_diff_api', { body: { offerId } });
    const diff = expectShape<PriceDiffResponse>(
      body,
      requiredKeys<PriceDiffResponse>()(
        'success',
        'offerId',
        'difference',
        'oldPrice',
        'newPrice',
        'currency',
      ),
    );
    expect(diff.newPrice - diff.oldPrice).toBe(diff.difference);
    expect((await call('get_price_diff_api', { body: { offerId: 'nope' } })).body.success).toBe(
      false,
    );
  });

  it('finds the cheapest offer of a hotel by giata code', async () => {
    const { body } = await call('cheapest_offer', {
      query: {
        hotelId: '100001',
        from: '2026-07-01',
        to: '2026-07-15',
        duration: '7',
        departureAirports: 'FRA,MUC',
      },
    });
    const answer = expectShape<CheapestOfferResponse>(
      body,
      requiredKeys<CheapestOfferResponse>()('success', 'hotel', 'offer'),
    );
    expect(answer.offer?.hotelId).toBe(100001);
    const byGiata = await call('cheapest_offer', {
      query: { giataCode: String(answer.hotel?.giataCode) },
    });
    expect(byGiata.body.hotel?.id).toBe(100001);
    expect((await call('cheapest_offer', { query: { hotelId: '1' } })).body.success).toBe(false);
  });
});
