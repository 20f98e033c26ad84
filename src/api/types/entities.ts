import type { GeoCode, IsoDate } from './common';
import type { ProductSearch } from './search';

/** Destination tree node. */
export type DestinationType = 'country' | 'region' | 'city' | 'poi' | 'hotel';

export interface Destination {
  id: string;
  name: string;
  /** 1 country, 2 region, 3 city, 4 POI, 5 hotel. */
  level: number;
  type: DestinationType;
  children: Destination[];
  /** Design decision: the group id the map and search filter by (staticGroupIdList). */
  staticGroupId?: number;
  countryCode?: string;
  geoCode?: GeoCode;
  /** Hotels below this node. */
  hotelCount?: number;
}

/** Autocomplete option. */
export interface AutocompleteOption {
  value: string;
  label: string;
  /** The label with the typed text wrapped in <strong>; text parts are HTML-escaped. */
  highlightedLabel: string;
  data: {
    id: string;
    type: DestinationType;
    level: number;
    /** Breadcrumb such as 'Spain > Mallorca'. */
    path?: string;
    hotelId?: number;
    staticGroupId?: number;
    /** Design decision: hotel options carry the hotel page's slugs, so a pick goes straight there. */
    slugPath?: string;
    slugName?: string;
  };
}

/** Departure airport: tlc is the three-letter code. */
export interface DepartureAirport {
  tlc: string;
  name: string;
  countryCode: string;
}

export interface DepartureCountry {
  code: string;
  name: string;
  children: DepartureAirport[];
}

export type DepartureGroupKey = 'North' | 'South' | 'West' | 'East';

/** The German region groups of the departure flyout. */
export interface DepartureGroup {
  key: DepartureGroupKey;
  /** e.g. 'Germany North'. */
  name: string;
  countryCode: 'DE';
  airportCodes: string[];
}

export interface DepartureAirportsResponse {
  countries: DepartureCountry[];
  groups: DepartureGroup[];
}

/** Media categories the gallery dropdown lists (besides 'all'). */
export type MediaCategory =
  'hotel' | 'room' | 'pool' | 'beach' | 'restaurant' | 'wellness' | 'sport' | 'surroundings';

export interface ImageMediaItem {
  link: string;
  type: 'image';
  category: MediaCategory;
  title?: string;
}

export interface VideoMediaItem {
  src: string;
  /** MIME type of the source. */
  type: 'video/mp4' | 'video/webm';
  category: MediaCategory;
  options: { poster?: string; muted?: boolean; loop?: boolean; title?: string };
}

/** Media item: an image entry or a plain link string. */
export type MediaItem = ImageMediaItem | string;

/** Map place; coordinates within -90..90 and -180..180. */
export type MapPlaceType = 'hotel' | 'airport' | 'cluster' | 'destination' | 'global';

export interface MapPlace {
  id: string;
  lat: number;
  lng: number;
  type: MapPlaceType;
  tooltipText: string;
  /** Design decision: the place's own name (destination, country, airport), for the shop's words. */
  name?: string;
  /** Design decision: hotels or offers behind a destination, cluster or global place. */
  count?: number;
  hotelId?: number;
  staticGroupId?: number;
  perPersonAmount?: number;
  category?: number;
  /** Design decision: a hotel place carries what its vertical card on the map shows. */
  hotel?: MapHotelSummary;
}

/** What the map's hotel card shows (as the list item shows it), sent with each hotel place. */
export interface MapHotelSummary {
  name: string;
  slugPath: string;
  slugName: string;
  image: string;
  /** Location parts, broadest last (city, region, country), joined by '|' on the card. */
  location: string[];
  category: number;
  averageRating: number;
  reviewsCount: number;
  recommendationsTotal?: number;
  lengthOfStay: number;
  perPersonAmount: number;
  /** Total for the searched travellers. */
  amount: number;
}

/** Filter option. */
export interface FilterOption {
  value: string;
  label: string;
  data?: Record<string, string | number | boolean>;
  count: number;
  available: boolean;
  active: boolean;
}

/** Facet. */
export interface Facet {
  code: string;
  count: number;
}

/** Hotel trait filter: qualifier (name, value '0.0', operator 'ge') or attribute. */
export type HotelTraitFilter =
  | { type: 'qualifier'; name: string; value: string; operator: 'ge' }
  | { type: 'attribute'; name: string };

/** Market; a market with several languages is split into one entry per language by the shop. */
export type MarketCountry = 'de' | 'at' | 'ch' | 'gb' | 'ie' | 'it' | 'es';

export interface Market {
  country: MarketCountry;
  /** Locale codes, e.g. ['de-ch', 'en-ch', 'fr-ch']. */
  languages: string[];
  /** Symbol pairs, e.g. { code: 'CHF', symbol: 'CHF' }. */
  currencies: { code: string; symbol: string }[];
  href?: string;
  target?: string;
  rel?: string;
  displayCurrency: string;
}

/** Currency info: amounts convert through baseCurrency with rates. */
export interface CurrencyInfo {
  baseCurrency: string;
  /** Units of each currency per one unit of the base currency. */
  rates: Record<string, number>;
  /** Design decision: locale code to the currency shown there. */
  contexts: Record<string, string>;
  /** ISO date-time of the rates. */
  dateTime: string;
}

/** Navigation block. */
export interface NavigationLink {
  label: string;
  url: string;
}

/** A titled group of links inside a navigation tab. */
export interface NavigationSection {
  title: string;
  links: NavigationLink[];
}

export interface NavigationTab {
  title: string;
  links: NavigationLink[];
  sections?: NavigationSection[];
}

/**
 * The top navigation (the layout's navigation block: tabs, titled sections and direct links):
 * tabs opening link lists, and direct links beside them.
 */
export interface NavigationBlock {
  tabs: NavigationTab[];
  links?: NavigationLink[];
}

/** Last-seen search, stored by the shop; expires after 30 days. */
export interface LastSeenSearch {
  pageType: string;
  productSearch: ProductSearch;
  price: { perPersonAmount: number };
  destination?: { name: string };
  airport?: { name: string };
  locationName?: string;
  /** Epoch milliseconds when stored. */
  storedAt?: number;
}

/** Travellers value. */
export interface TravellersValue {
  adultsCount: number;
  /** One YYYY-MM-DD per child. */
  childrenBirthDates: IsoDate[];
  /**
   * Per child, true when its date only stands in for the age chosen with the age selector; absent
   * or false means the visitor gave the birth date (docs/rules/travellers.md "Ages without birth
   * dates").
   */
  childrenAgeOnly?: boolean[];
}

/** Travel period value. */
export interface TravelPeriodValue {
  departureDate: IsoDate;
  returnDate: IsoDate;
  duration: string;
  exact: boolean;
}
