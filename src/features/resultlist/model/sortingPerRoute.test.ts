import { sortForRoute, withSortForRoute, type SortingPerRoute } from './sortingPerRoute';

describe('sort order per route', () => {
  it("falls back to 'price' on a route without a chosen order", () => {
    expect(sortForRoute({}, 'resultlist')).toBe('price');
    expect(sortForRoute({ resultlist: 'rating' }, null)).toBe('price');
  });

  it('sets the order for the current route only', () => {
    const sorting = withSortForRoute({}, 'resultlist', 'rating');
    expect(sortForRoute(sorting, 'resultlist')).toBe('rating');
    expect(sortForRoute(sorting, 'all_destinations')).toBe('price');
    const changed = withSortForRoute(sorting, 'all_destinations', 'category');
    expect(changed).toEqual({ resultlist: 'rating', all_destinations: 'category' });
  });

  it('leaves the record untouched when the route is not known', () => {
    const sorting: SortingPerRoute = { resultlist: 'price_desc' };
    expect(withSortForRoute(sorting, null, 'rating')).toBe(sorting);
    expect(withSortForRoute(sorting, 'resultlist', 'rating')).not.toBe(sorting);
  });
});
