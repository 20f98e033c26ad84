import fc from 'fast-check';
import type { FilterGroupKey, FilterOption } from '../../../api/types';
import {
  activeFilterCount,
  clearGroup,
  facetGroupOrder,
  toFacetGroups,
  toggleFilter,
} from './facets';
import { emptyFilters } from '../../search';
import type { FacetGroups, ListFilters } from '../../search';

const option = (value: string, count: number, active = false): FilterOption => ({
  value,
  label: `label ${value}`,
  count,
  available: count > 0,
  active,
});

const facets: FacetGroups = {
  price: [option('500', 0), option('800', 12)],
  rating: [option('5.0', 3), option('4.5', 9)],
  category: [option('3', 20), option('4', 8)],
  amenities: [option('pool', 15), option('spa', 0)],
  board: [option('AI', 7), option('HB', 11)],
  room: [option('DBL', 20)],
  view: [option('SV', 4)],
};

const groupOf = (filters: ListFilters, group: FilterGroupKey) =>
  toFacetGroups(facets, filters).find((view) => view.group === group);

describe('filter groups of the sidebar', () => {
  it('lists every group in order, each option with its count, disabled when unavailable', () => {
    const groups = toFacetGroups(facets, emptyFilters);
    expect(groups.map((g) => g.group)).toEqual(facetGroupOrder);
    expect(groups[0]).toEqual({
      group: 'price',
      choice: 'single',
      options: [
        { value: '500', label: 'label 500', count: 0, disabled: true, active: false },
        { value: '800', label: 'label 800', count: 12, disabled: false, active: false },
      ],
    });
    expect(groupOf(emptyFilters, 'board')?.choice).toBe('multi');
  });

  it('marks options active from the filters, comparing thresholds as numbers', () => {
    const filters = { ...emptyFilters, minRating: 5, boards: ['HB'] };
    expect(groupOf(filters, 'rating')?.options.map((o) => o.active)).toEqual([true, false]);
    expect(groupOf(filters, 'board')?.options.map((o) => o.active)).toEqual([false, true]);
  });

  it('keeps an active option enabled, and shows one the server no longer lists', () => {
    const filters = { ...emptyFilters, amenities: ['spa', 'golf'] };
    expect(groupOf(filters, 'amenities')?.options).toEqual([
      { value: 'pool', label: 'label pool', count: 15, disabled: false, active: false },
      { value: 'spa', label: 'label spa', count: 0, disabled: false, active: true },
      { value: 'golf', label: 'golf', count: 0, disabled: false, active: true },
    ]);
  });

  it('shows empty groups before the first load', () => {
    expect(toFacetGroups(null, emptyFilters).every((g) => g.options.length === 0)).toBe(true);
  });
});

describe('toggling a filter', () => {
  it('replaces a threshold, and clears it when chosen again', () => {
    const four = toggleFilter(emptyFilters, 'category', '4');
    expect(four).toEqual({ ...emptyFilters, category: 4 });
    expect(toggleFilter(four, 'category', '3')).toEqual({ ...emptyFilters, category: 3 });
    expect(toggleFilter(four, 'category', '4')).toEqual(emptyFilters);
    expect(toggleFilter(emptyFilters, 'rating', '4.5')).toEqual({
      ...emptyFilters,
      minRating: 4.5,
    });
    expect(toggleFilter(emptyFilters, 'price', '800')).toEqual({ ...emptyFilters, maxPrice: 800 });
  });

  it('adds and removes values of the multi-choice groups', () => {
    const boards = toggleFilter(toggleFilter(emptyFilters, 'board', 'AI'), 'board', 'HB');
    expect(boards.boards).toEqual(['AI', 'HB']);
    expect(toggleFilter(boards, 'board', 'AI').boards).toEqual(['HB']);
    expect(toggleFilter(emptyFilters, 'view', 'SV').views).toEqual(['SV']);
    expect(toggleFilter(emptyFilters, 'room', 'DBL').rooms).toEqual(['DBL']);
    expect(toggleFilter(emptyFilters, 'amenities', 'pool').amenities).toEqual(['pool']);
  });

  it('ignores a threshold that is not a number', () => {
    expect(toggleFilter(emptyFilters, 'price', 'cheap')).toBe(emptyFilters);
  });

  it('toggling twice gives the filters back, and the count follows', () => {
    const group = fc.constantFrom(...facetGroupOrder);
    const value = fc.constantFrom('AI', 'HB', 'pool', '4', '5.0', '800');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(group, value), { maxLength: 6 }),
        group,
        value,
        (steps, g, v) => {
          const filters = steps.reduce<ListFilters>(
            (current, [stepGroup, stepValue]) => toggleFilter(current, stepGroup, stepValue),
            emptyFilters,
          );
          const once = toggleFilter(filters, g, v);
          if (once === filters) return;
          const count = activeFilterCount(filters);
          expect(Math.abs(activeFilterCount(once) - count)).toBeLessThanOrEqual(1);
          const twice = toggleFilter(once, g, v);
          if (activeFilterCount(once) === count + 1) expect(twice).toEqual(filters);
        },
      ),
    );
  });

  it('counts every set threshold and every chosen value', () => {
    expect(activeFilterCount(emptyFilters)).toBe(0);
    expect(
      activeFilterCount({ ...emptyFilters, maxPrice: 800, category: 4, boards: ['AI', 'HB'] }),
    ).toBe(4);
  });

  it('clears one group and leaves the others', () => {
    const filters: ListFilters = {
      ...emptyFilters,
      maxPrice: 800,
      minRating: 5,
      boards: ['AI', 'HB'],
      views: ['SV'],
    };
    expect(clearGroup(filters, 'price')).toEqual({
      ...emptyFilters,
      minRating: 5,
      boards: ['AI', 'HB'],
      views: ['SV'],
    });
    expect(clearGroup(filters, 'board')).toEqual({ ...filters, boards: [] });
    expect(activeFilterCount(clearGroup(filters, 'board'))).toBe(3);
  });
});
