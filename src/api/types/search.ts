import type { GeoCode, IsoDate, SuccessResponse } from './common';
import type {
  AutocompleteOption,
  Destination,
  DestinationType,
  Facet,
  FilterOption,
  MapPlace,
  MediaItem,
} from './entities';
import type { Offer } from './offer';

export interface SearchTraveller {
  dateOfBirth?: IsoDate;
  /**
   * Design decision: true when `dateOfBirth` only stands in for an age chosen in the search (the
   * age selector), not a birth date the visitor gave; such a date is never sent with a booking
   * (docs/rules/travellers.md "Ages without birth dates").
   */
  ageOnly?: boolean;
}

/** Product search state, the body of every search-scoped call. */
export interface ProductSearch {
  globalAttributes?: { page?: number; resultsPerPage?: number };
  hotel?: {
    /** hotelAttributes codes that must all be present. */
    attributes?: string[];
    /** Minimum stars. */
    category?: number;
    /** Design decision: minimum average rating (0..6). */
    minRating?: number;
    rooms?: { boardCodeList?: string[]; roomCodeList?: string[]; viewCodeList?: string[] }[];
    references?: { giataCode?: number; hotelId?: number };
  };
  travelPeriod?: { departureDate?: IsoDate; returnDate?: IsoDate; duration?: string };
  flight?: { departureAirports?: string[]; airlineCodes?: string[]; maxStops?: number };
  travellers?: {
    adults?: SearchTraveller[];
    children?: SearchTraveller[];
    babies?: SearchTraveller[];
  };
  keywordSearch?: { keyword?: string };
  /** Design decision: selected destination ids (tree ids) and/or map group ids. */
  destinations?: string[];
  staticGroupIdList?: number[];
  /** Design decision: maximum price per person. */
  price?: { max?: number };
}

export type RatingType = 'holidaycheck' | 'trustyou' | 'tripadvisor';

export interface HotelRatings {
  averageRating: number;
  reviewsCount: number;
  recommendationsTotal?: number;
}

/** Design decision: one summary per rating provider, for the lazily loaded widgets. */
export interface RatingSummary extends HotelRatings {
  type: RatingType;
  /** Top of the provider's scale (6 for holidaycheck, 5 for the others). */
  scale: number;
  url: string;
}

export interface HotelAttribute {
  code: string;
  label: string;
}

export interface HotelLocation {
  country: { code: string; name: string };
  region: { id: string; name: string };
  city: { id: string; name: string };
  geoCode: GeoCode;
  /** Average temperatures in °C, on destination products. */
  avgAirTemp?: number;
  avgWaterTemp?: number;
}

/** hotels[0] of a search result. */
export interface SearchHotel {
  id: number;
  giataCode: number;
  name: string;
  slugName: string;
  slugPath: string;
  category: number;
  location: HotelLocation;
  content: { mainImage: { link: string }; textList: string[] };
  hotelAttributes: HotelAttribute[];
  ratings: HotelRatings;
  ratingSummaries: RatingSummary[];
  /** The first feature's value carries the hotel's staticGroupId. */
  features: { type: 'destination'; value: { staticGroupId: number; name: string } }[];
  thumbnails: MediaItem[];
  /** Design decision: the named collection the hotel belongs to (its hotels earn boosted miles). */
  collection?: string;
}

/** One entry of the mixed result list: hotels[0] and offers[0]. */
export interface MixedResultItem {
  hotels: SearchHotel[];
  offers: Offer[];
  productSearch: ProductSearch;
  hubCurrency: string;
}

export type SortKey = 'price' | 'price_desc' | 'rating' | 'category' | 'recommendation';

export interface SortingInfo {
  selected: SortKey;
  default: SortKey;
  options: { value: SortKey; label: string }[];
}

export type FilterGroupKey =
  'price' | 'rating' | 'category' | 'amenities' | 'board' | 'room' | 'view';

export interface ResultListRequest {
  productSearch: ProductSearch;
  sort?: SortKey;
  page?: number;
  /** Design decision: default 20. */
  resultsPerPage?: number;
}

export interface ResultListResponse {
  success: true;
  count: number;
  page: number;
  resultsPerPage: number;
  results: MixedResultItem[];
  sorting: SortingInfo;
  filters: Record<FilterGroupKey, FilterOption[]>;
  productSearch: ProductSearch;
}

export interface MapResultsRequest {
  productSearch: ProductSearch;
  resultsPerPage?: number;
  staticGroupIdList?: number[];
  /** Zoom drives the level: >= 11 hotels, >= 7 destinations, else global. */
  zoom?: number;
}

export interface MapResultsResponse {
  places: MapPlace[];
  count: number;
  zoom: number;
  /**
   * Design decision: the box of all hotels the request matches (west, south, east, north), so
   * the map can fit a region or an opened place while it shows their destinations or country.
   */
  bounds?: [west: number, south: number, east: number, north: number];
}

export interface AutocompleteRequest {
  productSearch: { keywordSearch: { keyword: string } };
}

export interface AutocompleteResponse {
  options: AutocompleteOption[];
}

/** Destinations list (ajax key 'destinations'): data.model. */
export interface DestinationsResponse {
  data: { model: Destination[] };
}

export interface SearchScopedRequest {
  productSearch: ProductSearch;
}

/** Design decision: the serial list is the flattened tree with breadcrumb and price. */
export interface DestinationSerialItem {
  id: string;
  name: string;
  type: DestinationType;
  level: number;
  path: string;
  hotelCount: number;
  staticGroupId: number;
}

export interface DestinationSerialResponse {
  destinations: DestinationSerialItem[];
}

export interface FacetsResponse {
  count: number;
  facets: Record<FilterGroupKey, Facet[]>;
}

/** Design decision: a gallery card of the all-destinations page. */
export interface GalleryDestination {
  id: string;
  name: string;
  type: DestinationType;
  countryName: string;
  image: string;
  hotelCount: number;
  perPersonAmount: number | null;
  staticGroupId: number;
}

export interface AllDestinationsRequest extends SearchScopedRequest {
  /** Destinations gallery by arrival airport (three-letter code). */
  arrivalAirport?: string;
}

export interface AllDestinationsResponse {
  destinations: GalleryDestination[];
  /** Design decision: the arrival airport a by-airport gallery was asked for, with its name. */
  arrivalAirport?: { code: string; name: string };
}

export interface PriceDiffRequest {
  offerId: string;
}

/** Design decision: difference = newPrice - oldPrice per person. */
export interface PriceDiffResponse extends SuccessResponse {
  offerId: string;
  difference: number;
  oldPrice: number;
  newPrice: number;
  currency: string;
}

/** Design decision: the favourites info is the count plus ids. */
export interface FavoritesInfo {
  count: number;
  hotelIds: number[];
}

/**
 * Design decision: a saved hotel priced for the search it was saved from (`search`, absent for
 * hotels saved before favourites kept one) at `checkedAt` (ISO date and time).
 */
export interface FavoriteListItem extends MixedResultItem {
  search?: ProductSearch;
  checkedAt?: string;
}

export interface FavoritesListResponse {
  count: number;
  items: FavoriteListItem[];
}

export interface FavoriteChangeRequest {
  hotelId: number;
  /** Design decision: on add, the search the hotel was saved from (dates, travellers, filters). */
  search?: ProductSearch;
}

export interface FavoriteChangeResponse extends SuccessResponse {
  info: FavoritesInfo;
}

/** Query of GET /api/v2/blue/cheapestOffer (design decision; a type alias: see PageQuery). */
export type CheapestOfferQuery = {
  giataCode?: string;
  hotelId?: string;
  departureAirports?: string;
  from?: IsoDate;
  to?: IsoDate;
  duration?: string;
};

export interface CheapestOfferResponse extends SuccessResponse {
  hotel: { id: number; name: string; giataCode: number } | null;
  offer: Offer | null;
}
