import {
  lastSeenKey,
  lastSeenMaxAgeMs,
  readLastSeenSearch,
  storeLastSeenSearch,
} from './lastSeenSearch';

const search = {
  pageType: 'resultlist',
  productSearch: { destinations: ['es-mallorca'] },
  price: { perPersonAmount: 499 },
  destination: { name: 'Mallorca' },
};

describe('last-seen search (spec 1 §3)', () => {
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
