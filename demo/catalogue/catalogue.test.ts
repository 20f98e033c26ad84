/** @jest-environment node */
import { departureAirports } from './airports';
import { buildCatalogue } from './build';
import { addDays, toDayNumber } from './dates';
import { findCheapest, firstOfferDay, lastOfferDay } from './offers';
import { airportsOf } from './searchQuery';

const today = '2026-03-01';

function serialised(seed: number): string {
  const catalogue = buildCatalogue({ seed, today });
  return JSON.stringify({
    hotels: catalogue.hotels,
    destinations: [...catalogue.destinations.values()],
  });
}

describe('catalogue generator', () => {
  it('gives the same data for the same seed and different data for another seed', () => {
    const first = serialised(7);
    // Compared as booleans: a diff of two megabytes of JSON would help nobody.
    expect(first === serialised(7)).toBe(true);
    expect(first === serialised(8)).toBe(false);
  });

  it('builds in well under two seconds', () => {
    const started = performance.now();
    buildCatalogue({ seed: 99, today });
    // Generous guard: the build takes a fraction of this even on a slow CI machine.
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('rejects a today that is not a date', () => {
    expect(() => buildCatalogue({ seed: 1, today: '01.03.2026' })).toThrow(/YYYY-MM-DD/);
  });
});

describe('catalogue invariants', () => {
  const catalogue = buildCatalogue({ seed: 20260101, today });
  const nodes = [...catalogue.destinations.values()];

  it('has at least 2,000 hotels in 40+ destinations across 8+ countries', () => {
    expect(catalogue.hotels.length).toBeGreaterThanOrEqual(2000);
    expect(nodes.filter((n) => n.type === 'city').length).toBeGreaterThanOrEqual(40);
    expect(catalogue.countryIds.length).toBeGreaterThanOrEqual(8);
    expect(nodes.some((n) => n.type === 'poi')).toBe(true);
  });

  it('gives every destination hotels', () => {
    for (const node of nodes) expect(node.hotelIds.length).toBeGreaterThan(0);
  });

  it('keeps coordinates in range and hotels near their city', () => {
    const misplaced = catalogue.hotels.filter((hotel) => {
      const city = catalogue.destinations.get(hotel.cityId);
      return (
        !city ||
        Math.abs(hotel.lat) > 90 ||
        Math.abs(hotel.lng) > 180 ||
        Math.abs(hotel.lat - city.lat) >= 0.1 ||
        Math.abs(hotel.lng - city.lng) >= 0.1
      );
    });
    expect(misplaced).toEqual([]);
  });

  it('has unique hotel ids, names and giata codes', () => {
    const unique = <T>(values: T[]) => new Set(values).size === values.length;
    expect(unique(catalogue.hotels.map((h) => h.id))).toBe(true);
    expect(unique(catalogue.hotels.map((h) => h.name))).toBe(true);
    expect(unique(catalogue.hotels.map((h) => h.giataCode))).toBe(true);
  });

  it('covers stars, boards, rooms, views and amenities', () => {
    const stars = new Set(catalogue.hotels.map((h) => h.category));
    const boards = new Set(catalogue.hotels.flatMap((h) => h.boards));
    const views = new Set(catalogue.hotels.flatMap((h) => h.rooms.flatMap((r) => r.views)));
    expect([...stars].sort()).toEqual([0, 2, 3, 4, 5]);
    expect([...boards].sort()).toEqual(['AI', 'BB', 'FB', 'HB', 'RO']);
    expect(views.size).toBeGreaterThanOrEqual(5);
    expect(new Set(catalogue.hotels.flatMap((h) => h.attributes)).size).toBeGreaterThanOrEqual(12);
  });

  it('lists the German departure groups and the other markets', () => {
    const group = (key: string) =>
      departureAirports.filter((a) => a.group === key).map((a) => a.code);
    expect(group('North')).toEqual(['HAM', 'BRE', 'HAJ']);
    expect(group('East')).toEqual(['BER', 'LEJ', 'DRS']);
    expect(group('South')).toEqual(
      expect.arrayContaining(['FRA', 'MUC', 'STR', 'NUE', 'FKB', 'FDH']),
    );
    expect(group('West')).toEqual(expect.arrayContaining(['DUS', 'CGN', 'DTM', 'PAD', 'FMO']));
    expect(new Set(departureAirports.map((a) => a.countryCode))).toEqual(
      new Set(['DE', 'AT', 'CH', 'GB', 'IE', 'IT', 'ES']),
    );
    expect(airportsOf(['North'])).toEqual(['HAM', 'BRE', 'HAJ']);
  });

  it('has offers on every day of the next twelve months from every market hub', () => {
    const first = firstOfferDay(catalogue);
    expect(first).toBe(toDayNumber(addDays(today, 1)));
    expect(lastOfferDay(catalogue) - first).toBe(364);
    const sample = catalogue.hotels.filter((_, index) => index % 199 === 0);
    const gaps: string[] = [];
    for (const hotel of sample) {
      for (let day = first; day <= lastOfferDay(catalogue); day++) {
        for (const airport of ['FRA', 'VIE', 'ZRH', 'LHR', 'DUB', 'FCO', 'MAD']) {
          const query = {
            days: [day],
            nights: [7],
            airports: [airport],
            party: { adults: 2, childAges: [] },
          };
          if (!findCheapest(catalogue, hotel, query)) gaps.push(`${hotel.id}/${day}/${airport}`);
        }
      }
    }
    expect(gaps).toEqual([]);
  });
});
