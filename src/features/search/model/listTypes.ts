import type { FilterGroupKey, FilterOption, SortKey } from '../../../api/types';

/** Filters of the sidebar; they live in the URL beside the search. */
export interface ListFilters {
  /** Maximum price per person. */
  maxPrice?: number;
  /** Minimum average rating on the 6 scale. */
  minRating?: number;
  /** Minimum stars. */
  category?: number;
  amenities: string[];
  boards: string[];
  rooms: string[];
  views: string[];
}

/** The result list's own state in the URL (docs/rules/result-list.md, "The list's address"). */
export interface ListParams {
  sort: SortKey;
  /** Default 1. */
  page: number;
  resultsPerPage: number;
  /** Per-person prices (default) or totals for all travellers. */
  perPerson: boolean;
  filters: ListFilters;
}

export type FacetGroups = Record<FilterGroupKey, FilterOption[]>;

export const defaultSort: SortKey = 'price';
export const defaultResultsPerPage = 20;
export const resultsPerPageOptions = [10, 20, 50] as const;
