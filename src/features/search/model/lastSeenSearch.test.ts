import fc from 'fast-check';
import type { LastSeenSearch } from '../../../api/types';
import { toProductSearch } from './productSearch';
import type { SearchQuery } from './searchQuery';
import {
  lastSeenKey,
  lastSeenMaxAgeMs,
  noteLastSeenPrice,
  onLastSeenSearchStored,
  readLastSeenSearch,
  searchQueryOf,
  storeLastSeenSearch,
  withListPrice,
} from './lastSeenSearch';
import { isAgeOnly, withAgeOnly } from './ageOnly';

const search = {
  pageType: 'resultlist',
  productSearch: { destinations: ['es-mallorca'] },
  price: { perPersonAmount: 499 },
  destination: { name: 'Mallorca' },
};

describe('last-seen search', () => {
  beforeEach(() => localStorage.clear());

  it('is read back within 30 days', () => {
    storeLastSeenSearch(search, 1_000);
    expect(readLastSeenSearch(1_000 + lastSeenMaxAgeMs)).toEqual({ ...search, storedAt: 1_000 });
  });

  it('expires after 2592000000 ms and is removed', () => {
    storeLastSeenSearch(search, 1_000);
    expect(readLastSeenSearch(1_001 + lastSeenMaxAgeMs)).toBeNull();
    expect(localStorage.getItem(lastSeenKey)).toBeNull();
  });

  it('tells listeners of every search stored, in this tab or another, until they unsubscribe', () => {
    const listener = jest.fn();
    const unsubscribe = onLastSeenSearchStored(listener);
    storeLastSeenSearch(search, 1_000);
    window.dispatchEvent(new StorageEvent('storage', { key: lastSeenKey }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'another_key' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    storeLastSeenSearch(search, 2_000);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('survives broken or missing storage', () => {
    localStorage.setItem(lastSeenKey, '{not json');
    expect(readLastSeenSearch(0)).toBeNull();
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(() => storeLastSeenSearch(search, 0)).not.toThrow();
    expect(readLastSeenSearch(0)).toBeNull();
  });
});

const isoDay = fc
  .date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

const searchQuery: fc.Arbitrary<SearchQuery> = fc.record({
  destinationIds: fc.uniqueArray(fc.constantFrom('es', 'gr-crete', 'es-mallorca', 'tr'), {
    maxLength: 3,
  }),
  airports: fc.uniqueArray(fc.constantFrom('FRA', 'MUC', 'North'), { maxLength: 3 }),
  period: fc.record({
    departureDate: isoDay,
    returnDate: isoDay,
    duration: fc.constantFrom('7', '14', '1-4'),
    exact: fc.constant(false),
  }),
  travellers: fc
    .record({
      adultsCount: fc.integer({ min: 1, max: 6 }),
      children: fc.array(fc.tuple(isoDay, fc.boolean()), { maxLength: 3 }),
    })
    .map(({ adultsCount, children }) =>
      withAgeOnly(
        { adultsCount, childrenBirthDates: children.map(([date]) => date) },
        children.map(([, ageOnly]) => ageOnly),
      ),
    ),
  maxStops: fc.constantFrom(0, 10000),
});

/** Children in date order, each with its age-only mark (babies come back after children). */
const sorted = (query: SearchQuery): SearchQuery => {
  const { travellers } = query;
  const children = travellers.childrenBirthDates
    .map((date, i): [string, boolean] => [date, isAgeOnly(travellers, i)])
    .sort(([a, x], [b, y]) => a.localeCompare(b) || Number(x) - Number(y));
  return {
    ...query,
    travellers: withAgeOnly(
      { adultsCount: travellers.adultsCount, childrenBirthDates: children.map(([date]) => date) },
      children.map(([, ageOnly]) => ageOnly),
    ),
  };
};

describe('the search a stored product search stands for', () => {
  it('gives back the search it was made from (children and babies as one list)', () => {
    fc.assert(
      fc.property(searchQuery, searchQuery, (query, fallback) => {
        expect(sorted(searchQueryOf(toProductSearch(query), fallback))).toEqual(sorted(query));
      }),
    );
  });

  it('takes what is missing or malformed from the fallback', () => {
    fc.assert(
      fc.property(searchQuery, (fallback) => {
        expect(searchQueryOf({}, fallback)).toEqual(fallback);
        const malformed = {
          destinations: 'es',
          flight: { departureAirports: null, maxStops: '0' },
          travellers: { adults: {}, children: [null] },
        } as unknown as Parameters<typeof searchQueryOf>[0];
        expect(searchQueryOf(malformed, fallback)).toEqual(fallback);
      }),
    );
  });
});

describe('the "from" price a result list notes on the last-seen search', () => {
  const productSearch = toProductSearch({
    destinationIds: ['es-mallorca'],
    airports: ['FRA'],
    period: { departureDate: '2026-06-01', returnDate: '2026-06-15', duration: '7', exact: false },
    travellers: { adultsCount: 2, childrenBirthDates: ['2018-04-02'] },
    maxStops: 10000,
  });
  const stored = (perPersonAmount: number): LastSeenSearch => ({
    pageType: 'resultlist',
    productSearch,
    price: { perPersonAmount },
    destination: { name: 'Mallorca' },
  });
  const price = fc.integer({ min: 1, max: 20000 });

  it('keeps the lowest per-person price of the list, and only ever a lower one', () => {
    fc.assert(
      fc.property(fc.nat({ max: 20000 }), fc.array(price, { minLength: 1 }), (noted, prices) => {
        const lowest = Math.min(...prices);
        const updated = withListPrice(stored(noted), productSearch, prices);
        if (noted > 0 && noted <= lowest) expect(updated).toBeNull();
        else expect(updated?.price.perPersonAmount).toBe(lowest);
      }),
    );
  });

  it('ignores lists of another search, and lists without a price', () => {
    const filtered = { ...productSearch, hotel: { category: 4 } };
    expect(withListPrice(stored(0), filtered, [499])?.price.perPersonAmount).toBe(499);
    const elsewhere = { ...productSearch, destinations: ['gr-crete'] };
    expect(withListPrice(stored(0), elsewhere, [499])).toBeNull();
    const later = {
      ...productSearch,
      travelPeriod: { ...productSearch.travelPeriod, departureDate: '2026-06-02' },
    };
    expect(withListPrice(stored(0), later, [499])).toBeNull();
    expect(withListPrice(stored(0), productSearch, [])).toBeNull();
    expect(withListPrice(stored(0), productSearch, [0, Number.NaN])).toBeNull();
  });

  it('writes the price into storage and keeps the time of the search', () => {
    storeLastSeenSearch(stored(0), 1_000);
    noteLastSeenPrice(productSearch, [812, 640, 990], 5_000);
    const read = readLastSeenSearch(5_000);
    expect(read?.price.perPersonAmount).toBe(640);
    expect(read?.storedAt).toBe(1_000);
  });
});
