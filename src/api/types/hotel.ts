import type { IsoDate, SuccessResponse } from './common';
import type { ImageMediaItem, VideoMediaItem } from './entities';
import type { Flight, Offer, RoomView } from './offer';
import type { HotelAttribute, ProductSearch, RatingSummary, SearchHotel } from './search';

/** Text block kinds in their fixed display order (docs/rules/hotel.md, "Texts"). */
export type HotelTextBlockType =
  | 'intro'
  | 'location'
  | 'facility'
  | 'room'
  | 'board'
  | 'beach'
  | 'kids'
  | 'sport'
  | 'sport_free'
  | 'sport_with_fee'
  | 'wellness'
  | 'entertainment'
  | 'additional_info'
  | 'important_info'
  | 'construction_sites';

/** Address parts arrive as blocks too; the shop excludes them from the text list. */
export type HotelAddressPart = 'street' | 'city' | 'country' | 'zip';

export interface HotelTextBlock {
  type: HotelTextBlockType | HotelAddressPart;
  title: string;
  /** CMS HTML: sanitised by the shop before rendering. */
  text: string;
}

export interface HotelDetailRequest {
  productSearch: ProductSearch;
}

/** Design decision: the hotel info is the search hotel plus everything the detail page shows. */
export interface HotelInfo extends SearchHotel {
  address: { street: string; zip: string; city: string; country: string };
  textBlocks: HotelTextBlock[];
  amenities: HotelAttribute[];
  media: { images: ImageMediaItem[]; videos: VideoMediaItem[] };
  /** Shown as a warning when set, e.g. steep access or no lift. */
  mobilityWarning?: string;
  reviewsUrl: string;
}

export interface HotelInfoResponse extends SuccessResponse {
  hotel: HotelInfo;
}

/** Loads original, initial and selected offers; ids the shop already has may be left out. */
export interface HotelOfferRequest extends HotelDetailRequest {
  originalOfferId?: string;
  initialOfferId?: string;
  selectedOfferId?: string;
}

/** Design decision: initial defaults to the cheapest offer matching the search. */
export interface HotelOfferResponse extends SuccessResponse {
  original: Offer | null;
  initial: Offer | null;
  selected: Offer | null;
}

export interface Review {
  title: string;
  /** Avatar or holiday photo of the reviewer. */
  image: string;
  /** 1..6. */
  rating: number;
  date: IsoDate;
  text: string;
  userName: string;
  link: string;
}

export interface ReviewsRequest extends HotelDetailRequest {
  /** Design decision: at most this many (default 6). */
  limit?: number;
}

export interface ReviewsResponse extends SuccessResponse {
  reviews: Review[];
  reviewsUrl: string;
  total: number;
  ratingSummaries: RatingSummary[];
}

/** Design decision: beppers are short selling points shown as badges on the detail page. */
export interface Bepper {
  code: string;
  label: string;
  icon: string;
}

export interface BeppersResponse {
  beppers: Bepper[];
}

export interface CalendarOffersRequest extends HotelDetailRequest {
  /** First selectable day. */
  from: IsoDate;
  /** Length of stay in nights. */
  los: number;
  /** DD-MM-YYYY, any day of the month to load. */
  calendarMonth: string;
  /** Preferred (cheapest) offer. */
  offerId?: string;
  booking?: boolean;
  isFirstLoad?: boolean;
}

/** One cheapest offer per departure day of the month (design decision). */
export interface CalendarOffersResponse extends SuccessResponse {
  calendarMonth: string;
  offers: Offer[];
  cheapestOfferId: string | null;
}

/** Hotel cascade: length of stay, then airport, then month, then date. */
export type CascadeColumn = 'los' | 'airports' | 'months' | 'dates';

export interface CascadeSelection {
  los?: number;
  airport?: string;
  /** YYYY-MM. */
  month?: string;
  date?: IsoDate;
}

export interface CascadeRequest extends HotelDetailRequest {
  selection?: CascadeSelection;
}

export interface CascadeOption {
  value: string;
  label: string;
  /** Cheapest per-person price behind the option. */
  perPersonAmount: number;
  offerId: string;
  available: boolean;
}

export interface CascadeResponse extends SuccessResponse {
  column: CascadeColumn;
  options: CascadeOption[];
}

/** All four columns at once, for the mobile dropdowns (design decision). */
export interface DropdownCascadeResponse extends SuccessResponse {
  los: CascadeOption[];
  airports: CascadeOption[];
  months: CascadeOption[];
  dates: CascadeOption[];
  selectedOffer: Offer | null;
}

export interface OfferScopedRequest extends HotelDetailRequest {
  offerId: string;
}

export interface RoomBoardCell {
  roomCode: string;
  boardCode: string;
  offerId: string;
  perPersonAmount: number;
  /** Per person, against the offer sent. */
  priceDifference: number;
}

export interface RoomBoardMatrixResponse extends SuccessResponse {
  rooms: { code: string; name: string; views: RoomView[] }[];
  boards: { code: string; name: string }[];
  cells: RoomBoardCell[];
}

export interface FlightChangerRequest extends OfferScopedRequest {
  /** Only fares with checked luggage. */
  withLuggage?: boolean;
}

export interface FlightOption {
  offerId: string;
  flight: Flight;
  perPersonAmount: number;
  priceDifference: number;
  selected: boolean;
}

export interface FlightChangerResponse extends SuccessResponse {
  flights: FlightOption[];
}

export interface FlightAlternativesResponse extends SuccessResponse {
  offers: Offer[];
}
