import type { FilterOption } from '../../../api/types';
import type { FacetGroups } from '../model/listTypes';
import {
  filtersFromFacets,
  noFilters,
  optionNumber,
  withSingle,
  withToggled,
} from './filterValues';

const active = (value: string): FilterOption => ({
  value,
  label: value,
  count: 1,
  available: true,
  active: true,
});

describe('filter values', () => {
  it('reads option values as numbers', () => {
    expect(optionNumber('800')).toBe(800);
    expect(optionNumber('4.5')).toBe(4.5);
    expect(optionNumber('any')).toBeUndefined();
  });

  it('sets and clears a threshold without touching the rest', () => {
    const withPrice = withSingle({ ...noFilters, boards: ['AI'] }, 'price', 500);
    expect(withPrice).toEqual({ ...noFilters, boards: ['AI'], maxPrice: 500 });
    expect(withSingle(withPrice, 'price', undefined)).toEqual({ ...noFilters, boards: ['AI'] });
  });

  it('toggles a multi-choice value', () => {
    const once = withToggled(noFilters, 'room', 'DZ');
    expect(once.rooms).toEqual(['DZ']);
    expect(withToggled(once, 'room', 'DZ').rooms).toEqual([]);
  });

  it('builds the filters the server reports active', () => {
    const facets: FacetGroups = {
      price: [active('800')],
      rating: [{ ...active('5.0'), active: false }],
      category: [active('4')],
      amenities: [active('pool')],
      board: [],
      room: [],
      view: [active('SEA')],
    };
    expect(filtersFromFacets(facets)).toEqual({
      ...noFilters,
      maxPrice: 800,
      category: 4,
      amenities: ['pool'],
      views: ['SEA'],
    });
  });
});
