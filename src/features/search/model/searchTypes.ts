import type {
  DestinationType,
  IsoDate,
  TravellersValue,
  TravelPeriodValue,
} from '../../../api/types';

/** A destination the visitor picked: enough to show its tag without the tree. */
export interface SelectedDestination {
  id: string;
  name: string;
  type: DestinationType;
  level: number;
}

/** Direct flights only = 0 stops; any = 10000 (the maximum stops value). */
export const directFlightStops = 0;
export const anyStops = 10000;

/**
 * What the search mask edits (a draft) and what the URL of the result list and hotel pages
 * carries (the applied search: docs/rules/search.md, "The applied search is in the address").
 */
export interface SearchSelection {
  destinations: SelectedDestination[];
  /** Airport codes (tlc) or German group keys ('North', 'South', 'West', 'East'). */
  airports: string[];
  period: TravelPeriodValue;
  travellers: TravellersValue;
  maxStops: number;
}

export type { IsoDate, TravellersValue, TravelPeriodValue };
