import type { FilterGroupKey, FilterOption } from '../../../api/types';
import type { FacetGroups, ListFilters } from '../../search';

/** The sidebar's groups in order (docs/rules/result-list.md, "Filter groups"). */
export const facetGroupOrder: readonly FilterGroupKey[] = [
  'price',
  'rating',
  'category',
  'amenities',
  'board',
  'room',
  'view',
];

type ThresholdKey = 'maxPrice' | 'minRating' | 'category';
type ListKey = 'amenities' | 'boards' | 'rooms' | 'views';

/** Thresholds hold one value (a radio group); the others are sets (checkboxes). */
const filterKeyOf = {
  price: { choice: 'single', key: 'maxPrice' },
  rating: { choice: 'single', key: 'minRating' },
  category: { choice: 'single', key: 'category' },
  amenities: { choice: 'multi', key: 'amenities' },
  board: { choice: 'multi', key: 'boards' },
  room: { choice: 'multi', key: 'rooms' },
  view: { choice: 'multi', key: 'views' },
} as const satisfies Record<
  FilterGroupKey,
  { choice: 'single'; key: ThresholdKey } | { choice: 'multi'; key: ListKey }
>;

export interface FacetOptionView {
  value: string;
  label: string;
  count: number;
  /** Unavailable options cannot be chosen; an active one stays enabled so it can be removed. */
  disabled: boolean;
  active: boolean;
}

export interface FacetGroupView {
  group: FilterGroupKey;
  choice: 'single' | 'multi';
  options: FacetOptionView[];
}

/** Whether the option is part of the filters; thresholds compare as numbers ('5.0' is 5). */
export function isFilterActive(filters: ListFilters, group: FilterGroupKey, value: string) {
  const spec = filterKeyOf[group];
  if (spec.choice === 'single') {
    const current = filters[spec.key];
    return current !== undefined && current === Number(value);
  }
  return filters[spec.key].includes(value);
}

/**
 * Active state comes from the filters (the URL is the truth), not from the server's flag, so a
 * click shows at once. An active value the server no longer lists is kept, with count 0, so the
 * visitor can still remove it.
 */
export function toFacetGroups(
  facets: FacetGroups | null | undefined,
  filters: ListFilters,
): FacetGroupView[] {
  return facetGroupOrder.map((group) => {
    const listed: FilterOption[] = facets?.[group] ?? [];
    const options = listed.map((option) => {
      const active = isFilterActive(filters, group, option.value);
      return {
        value: option.value,
        label: option.label,
        count: option.count,
        disabled: !option.available && !active,
        active,
      };
    });
    const orphans = activeValues(filters, group)
      .filter((value) => !options.some((option) => isSame(group, option.value, value)))
      .map((value) => ({ value, label: value, count: 0, disabled: false, active: true }));
    return { group, choice: filterKeyOf[group].choice, options: [...options, ...orphans] };
  });
}

function activeValues(filters: ListFilters, group: FilterGroupKey): string[] {
  const spec = filterKeyOf[group];
  if (spec.choice === 'multi') return filters[spec.key];
  const current = filters[spec.key];
  return current === undefined ? [] : [String(current)];
}

function isSame(group: FilterGroupKey, a: string, b: string): boolean {
  return filterKeyOf[group].choice === 'single' ? Number(a) === Number(b) : a === b;
}

/** Chooses or removes one option: a threshold replaces the group's value, a set adds or drops it. */
export function toggleFilter(
  filters: ListFilters,
  group: FilterGroupKey,
  value: string,
): ListFilters {
  const spec = filterKeyOf[group];
  if (spec.choice === 'multi') {
    const current = filters[spec.key];
    const next = current.includes(value)
      ? current.filter((code) => code !== value)
      : [...current, value];
    return { ...filters, [spec.key]: next };
  }
  const threshold = Number(value);
  if (!Number.isFinite(threshold) || value.trim() === '') return filters;
  const { [spec.key]: current, ...rest } = filters;
  return current === threshold ? rest : { ...rest, [spec.key]: threshold };
}

/** Removes a group's choice: 'Any' of a threshold group, or every box of a set. */
export function clearGroup(filters: ListFilters, group: FilterGroupKey): ListFilters {
  const spec = filterKeyOf[group];
  if (spec.choice === 'multi') return { ...filters, [spec.key]: [] };
  const { [spec.key]: _cleared, ...rest } = filters;
  return rest;
}

/** How many filters are set, for the header's count and a 'reset' affordance. */
export function activeFilterCount(filters: ListFilters): number {
  return facetGroupOrder.reduce((sum, group) => sum + activeValues(filters, group).length, 0);
}
