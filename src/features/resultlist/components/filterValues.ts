import type { FilterGroupKey } from '../../../api/types';
import type { FacetGroups, ListFilters } from '../model/listTypes';

/** Groups of the sidebar in the spec's order (spec 1 §2.6, §9). */
export const filterGroupOrder: readonly FilterGroupKey[] = [
  'price',
  'rating',
  'category',
  'amenities',
  'board',
  'room',
  'view',
];

export type SingleGroup = 'price' | 'rating' | 'category';
export type MultiGroup = Exclude<FilterGroupKey, SingleGroup>;

const singleKeys = { price: 'maxPrice', rating: 'minRating', category: 'category' } as const;
const multiKeys = {
  amenities: 'amenities',
  board: 'boards',
  room: 'rooms',
  view: 'views',
} as const;

export function isSingleGroup(group: FilterGroupKey): group is SingleGroup {
  return group in singleKeys;
}

/** Option values arrive as strings ('500', '4.5'); anything that is not a number means "none". */
export function optionNumber(value: string): number | undefined {
  const number = Number.parseFloat(value);
  return Number.isFinite(number) ? number : undefined;
}

export function singleValue(filters: ListFilters, group: SingleGroup): number | undefined {
  return filters[singleKeys[group]];
}

export function withSingle(
  filters: ListFilters,
  group: SingleGroup,
  value: number | undefined,
): ListFilters {
  const key = singleKeys[group];
  const { [key]: _previous, ...rest } = filters;
  return value === undefined ? rest : { ...rest, [key]: value };
}

export function multiValues(filters: ListFilters, group: MultiGroup): string[] {
  return filters[multiKeys[group]];
}

export function withToggled(filters: ListFilters, group: MultiGroup, value: string): ListFilters {
  const current = filters[multiKeys[group]];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...filters, [multiKeys[group]]: next };
}

export const noFilters: ListFilters = { amenities: [], boards: [], rooms: [], views: [] };

/** The filters the server reports as active, for when the URL does not carry them yet. */
export function filtersFromFacets(facets: FacetGroups): ListFilters {
  let filters: ListFilters = { ...noFilters };
  for (const group of filterGroupOrder) {
    for (const option of facets[group] ?? []) {
      if (!option.active) continue;
      filters = isSingleGroup(group)
        ? withSingle(filters, group, optionNumber(option.value))
        : withToggled(filters, group, option.value);
    }
  }
  return filters;
}
