/** @jest-environment node */
import type { ProductSearch } from '../../src/api/types';
import { buildCatalogue } from './build';
import { hotelBounds, mapPlaces, narrowToGroups } from './mapView';
import { matchHotels, resultItem } from './results';
import { resolveSearch } from './searchQuery';

const catalogue = buildCatalogue({ seed: 20260101, today: '2026-03-01' });
const search = (travellers: ProductSearch['travellers']): ProductSearch => ({
  destinations: ['es-mallorca'],
  travelPeriod: { departureDate: '2026-06-01', returnDate: '2026-06-15', duration: '7' },
  flight: { departureAirports: ['FRA'] },
  travellers,
});
const couple = search({ adults: [{}, {}], children: [], babies: [] });

describe('map places of the demo host (get_map_results)', () => {
  it('gives each hotel place the summary its card shows, matching the list item', () => {
    const matches = matchHotels(catalogue, resolveSearch(catalogue, couple));
    const places = mapPlaces(catalogue, matches, 11, 'en', 100);
    expect(places.length).toBeGreaterThan(5);
    for (const place of places.slice(0, 10)) {
      const matched = matches.find((m) => m.hotel.id === place.hotelId);
      if (!matched || !place.hotel) throw new Error(`hotel place ${place.id} without its summary`);
      const item = resultItem(catalogue, matched, 'en');
      const hotel = item.hotels[0]!;
      const offer = item.offers[0]!;
      expect(place.hotel).toEqual({
        name: hotel.name,
        slugPath: hotel.slugPath,
        slugName: hotel.slugName,
        image: hotel.content.mainImage.link,
        location: [
          hotel.location.city.name,
          hotel.location.region.name,
          hotel.location.country.name,
        ],
        category: hotel.category,
        averageRating: hotel.ratings.averageRating,
        reviewsCount: hotel.ratings.reviewsCount,
        recommendationsTotal: hotel.ratings.recommendationsTotal,
        lengthOfStay: offer.lengthOfStay,
        perPersonAmount: offer.price.perPersonAmount,
        amount: offer.price.amount,
      });
    }
  });

  it('totals the price for the searched party, children included', () => {
    const family = search({
      adults: [{}, {}],
      children: [{ dateOfBirth: '2018-01-01' }],
      babies: [],
    });
    const [place] = mapPlaces(
      catalogue,
      matchHotels(catalogue, resolveSearch(catalogue, family)),
      11,
      'en',
      1,
    );
    const summary = place?.hotel;
    expect(summary?.amount).toBeGreaterThan(2 * (summary?.perPersonAmount ?? 0));
    expect(summary?.amount).toBeLessThan(3 * (summary?.perPersonAmount ?? 0));
  });

  it('names the location in the asked language', () => {
    const matches = matchHotels(catalogue, resolveSearch(catalogue, couple));
    const [german] = mapPlaces(catalogue, matches, 11, 'de', 1);
    expect(german?.hotel?.location.at(-1)).toBe('Spanien');
  });

  it('sends summaries only with hotel places, not with destinations or the global view', () => {
    const matches = matchHotels(catalogue, resolveSearch(catalogue, couple));
    for (const zoom of [4, 7]) {
      const places = mapPlaces(catalogue, matches, zoom, 'en', 100);
      expect(places.length).toBeGreaterThan(0);
      expect(places.filter((place) => place.hotel)).toEqual([]);
    }
  });

  it('narrows the search to the groups the map asks for, within the search', () => {
    const spain = [...catalogue.destinations.values()].find((node) => node.id === 'es')!;
    const palma = [...catalogue.destinations.values()].find(
      (node) => node.type === 'city' && node.name === 'Palma',
    )!;
    const crete = [...catalogue.destinations.values()].find((node) => node.id === 'gr-crete')!;
    const resolved = resolveSearch(catalogue, couple);
    const ids = (groups?: number[]) =>
      matchHotels(catalogue, narrowToGroups(catalogue, resolved, groups)).map((m) => m.hotel.id);
    const all = ids();
    expect(ids([spain.staticGroupId])).toEqual(all);
    const inPalma = ids([palma.staticGroupId]);
    expect(inPalma.length).toBeGreaterThan(0);
    expect(inPalma.length).toBeLessThan(all.length);
    expect(inPalma.every((id) => palma.hotelIds.includes(id))).toBe(true);
    expect(ids([crete.staticGroupId])).toEqual([]);
    expect(ids([999999])).toEqual([]);
  });

  it('gives the box of every matched hotel, not the point of their country', () => {
    const spain = catalogue.destinations.get('es')!;
    const matches = matchHotels(
      catalogue,
      narrowToGroups(catalogue, resolveSearch(catalogue, {}), [spain.staticGroupId]),
    );
    expect(matches.length).toBeGreaterThan(100);
    const [west, south, east, north] = hotelBounds(matches)!;
    for (const { hotel } of matches) {
      expect(hotel.lng).toBeGreaterThanOrEqual(west);
      expect(hotel.lng).toBeLessThanOrEqual(east);
      expect(hotel.lat).toBeGreaterThanOrEqual(south);
      expect(hotel.lat).toBeLessThanOrEqual(north);
    }
    // From the Canaries to the Balearics: the country's own point is only their average.
    expect(west).toBeLessThan(-13);
    expect(east).toBeGreaterThan(2);
    expect(hotelBounds([])).toBeUndefined();
  });
});
