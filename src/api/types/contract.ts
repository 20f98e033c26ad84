import type { ApiMethodOf, ApiRouteName } from '../endpoints';
import type { EventLogRequest, EventLogResponse } from './analytics';
import type { GetAncillariesResponse, SetAncillariesData } from './ancillaries';
import type {
  CheckoutDataRequest,
  CheckoutResponse,
  CountryInfoResponse,
  CreateCheckoutRequest,
  CreateExternalCheckoutRequest,
  GetPaymentResponse,
  PollResponse,
  RentalCarConditionsResponse,
  SetCouponData,
  SetInfoData,
  SetInsuranceMarketData,
} from './checkout';
import type { CmsTextEditRequest, CmsTextEditResponse } from './cmsEditing';
import type { DepartureAirportsResponse } from './entities';
import type {
  ComplaintResponse,
  NewsletterCustomerDataRequest,
  NewsletterCustomerDataResponse,
  NewsletterCustomerIdResponse,
  NewsletterResponse,
  NewsletterSubscribeRequest,
  NewsletterUnsubscribeRequest,
  NewsletterUpdateCustomerRequest,
} from './forms';
import type {
  BeppersResponse,
  CalendarOffersRequest,
  CalendarOffersResponse,
  CascadeRequest,
  CascadeResponse,
  DropdownCascadeResponse,
  FlightAlternativesResponse,
  FlightChangerRequest,
  FlightChangerResponse,
  HotelDetailRequest,
  HotelInfoResponse,
  HotelOfferRequest,
  HotelOfferResponse,
  OfferScopedRequest,
  ReviewsRequest,
  ReviewsResponse,
  RoomBoardMatrixResponse,
} from './hotel';
import type { LayoutQuery, LayoutResponse, PageQuery, PageResponse } from './page';
import type {
  BinVerifyRequest,
  BinVerifyResponse,
  FinalizePaymentData,
  MilesMoreData,
  MilesMoreResponse,
  PaymentAliasResponse,
  RecurringPaymentData,
  RecurringPaymentResponse,
  SetPaymentData,
} from './payment';
import type {
  AllDestinationsRequest,
  AllDestinationsResponse,
  AutocompleteRequest,
  AutocompleteResponse,
  CheapestOfferQuery,
  CheapestOfferResponse,
  DestinationSerialResponse,
  DestinationsResponse,
  FacetsResponse,
  FavoriteChangeRequest,
  FavoriteChangeResponse,
  FavoritesInfo,
  FavoritesListResponse,
  MapResultsRequest,
  MapResultsResponse,
  PriceDiffRequest,
  PriceDiffResponse,
  ResultListRequest,
  ResultListResponse,
  SearchScopedRequest,
} from './search';
import type { GraphqlRequest, GraphqlResponse } from './seo';
import type { VoucherBookRequest, VoucherResponse, VoucherSetInfoRequest } from './voucher';

interface Endpoint<Request, Response> {
  /** Query parameters for GET routes, the JSON body for POST routes. */
  request: Request;
  response: Response;
}

type Empty = Record<string, never>;
type LocaleQuery = { locale?: string };

/** Request and response of every named route: one contract for the shop and the demo host. */
export interface ApiContract {
  get_page: Endpoint<PageQuery, PageResponse>;
  get_layout: Endpoint<LayoutQuery, LayoutResponse>;
  cms_text_edit: Endpoint<CmsTextEditRequest, CmsTextEditResponse>;
  get_mixed_resultlist: Endpoint<ResultListRequest, ResultListResponse>;
  get_map_results: Endpoint<MapResultsRequest, MapResultsResponse>;
  get_destination_autocomplete_options: Endpoint<AutocompleteRequest, AutocompleteResponse>;
  destinations: Endpoint<LocaleQuery, DestinationsResponse>;
  get_destination_serial: Endpoint<SearchScopedRequest, DestinationSerialResponse>;
  facets: Endpoint<SearchScopedRequest, FacetsResponse>;
  all_destinations: Endpoint<AllDestinationsRequest, AllDestinationsResponse>;
  departure_airports: Endpoint<LocaleQuery, DepartureAirportsResponse>;
  get_price_diff_api: Endpoint<PriceDiffRequest, PriceDiffResponse>;
  get_hoteldetail_info: Endpoint<HotelDetailRequest, HotelInfoResponse>;
  get_hoteldetail_offer: Endpoint<HotelOfferRequest, HotelOfferResponse>;
  get_hoteldetail_reviews: Endpoint<ReviewsRequest, ReviewsResponse>;
  get_hoteldetail_beppers: Endpoint<LocaleQuery, BeppersResponse>;
  get_hotel_calendar_offers: Endpoint<CalendarOffersRequest, CalendarOffersResponse>;
  cascade_los: Endpoint<CascadeRequest, CascadeResponse>;
  cascade_airports: Endpoint<CascadeRequest, CascadeResponse>;
  cascade_months: Endpoint<CascadeRequest, CascadeResponse>;
  cascade_dates: Endpoint<CascadeRequest, CascadeResponse>;
  dropdown_cascade: Endpoint<CascadeRequest, DropdownCascadeResponse>;
  room_board_matrix: Endpoint<OfferScopedRequest, RoomBoardMatrixResponse>;
  flight_changer_departure: Endpoint<FlightChangerRequest, FlightChangerResponse>;
  flight_changer_return: Endpoint<FlightChangerRequest, FlightChangerResponse>;
  flight_alternatives: Endpoint<OfferScopedRequest, FlightAlternativesResponse>;
  get_favorites_info: Endpoint<Empty, FavoritesInfo>;
  get_favorites_list: Endpoint<LocaleQuery, FavoritesListResponse>;
  do_favorites_add: Endpoint<FavoriteChangeRequest, FavoriteChangeResponse>;
  do_favorites_remove: Endpoint<FavoriteChangeRequest, FavoriteChangeResponse>;
  fcse_event_logger: Endpoint<EventLogRequest, EventLogResponse>;
  checkout_create: Endpoint<CreateCheckoutRequest, CheckoutResponse>;
  checkout_create_external: Endpoint<CreateExternalCheckoutRequest, CheckoutResponse>;
  checkout_get: Endpoint<Partial<CheckoutDataRequest<unknown>>, CheckoutResponse>;
  checkout_set_info: Endpoint<CheckoutDataRequest<SetInfoData>, CheckoutResponse>;
  checkout_get_payment: Endpoint<Partial<CheckoutDataRequest<unknown>>, GetPaymentResponse>;
  checkout_get_payment_alias: Endpoint<Empty, PaymentAliasResponse>;
  do_payment_set: Endpoint<CheckoutDataRequest<SetPaymentData>, CheckoutResponse>;
  checkout_finalize_payment: Endpoint<CheckoutDataRequest<FinalizePaymentData>, CheckoutResponse>;
  do_recurring_payment: Endpoint<
    CheckoutDataRequest<RecurringPaymentData>,
    RecurringPaymentResponse
  >;
  checkout_book: Endpoint<Partial<CheckoutDataRequest<unknown>>, PollResponse>;
  checkout_get_ancillaries: Endpoint<Partial<CheckoutDataRequest<unknown>>, GetAncillariesResponse>;
  checkout_set_ancillaries: Endpoint<CheckoutDataRequest<SetAncillariesData>, CheckoutResponse>;
  checkout_set_coupon: Endpoint<CheckoutDataRequest<SetCouponData>, CheckoutResponse>;
  do_verify_bin_number: Endpoint<BinVerifyRequest, BinVerifyResponse>;
  checkout_set_insurance_market: Endpoint<
    CheckoutDataRequest<SetInsuranceMarketData>,
    CheckoutResponse
  >;
  checkout_get_country_info: Endpoint<Empty, CountryInfoResponse>;
  checkout_miles_more: Endpoint<CheckoutDataRequest<MilesMoreData>, MilesMoreResponse>;
  checkout_rental_car_conditions: Endpoint<Empty, RentalCarConditionsResponse>;
  checkout_poll: Endpoint<Partial<CheckoutDataRequest<unknown>>, PollResponse>;
  voucher_create: Endpoint<Empty, VoucherResponse>;
  voucher_set_info: Endpoint<VoucherSetInfoRequest, VoucherResponse>;
  voucher_book: Endpoint<VoucherBookRequest, VoucherResponse>;
  voucher_cart: Endpoint<LocaleQuery, VoucherResponse>;
  newsletter_subscribe: Endpoint<NewsletterSubscribeRequest, NewsletterResponse>;
  newsletter_unsubscribe: Endpoint<NewsletterUnsubscribeRequest, NewsletterResponse>;
  newsletter_update_customer: Endpoint<NewsletterUpdateCustomerRequest, NewsletterResponse>;
  newsletter_get_customer_data: Endpoint<
    NewsletterCustomerDataRequest,
    NewsletterCustomerDataResponse
  >;
  newsletter_get_customer_id: Endpoint<Empty, NewsletterCustomerIdResponse>;
  /** Multipart form data: ComplaintFormFields plus `file[]` parts. */
  complaint_form: Endpoint<FormData, ComplaintResponse>;
  graphql: Endpoint<GraphqlRequest, GraphqlResponse>;
  cheapest_offer: Endpoint<CheapestOfferQuery, CheapestOfferResponse>;
  /** An SVG document. */
  demo_media: Endpoint<Empty, string>;
}

export type ApiRequest<N extends ApiRouteName> = ApiContract[N]['request'];
export type ApiResponse<N extends ApiRouteName> = ApiContract[N]['response'];

/**
 * Where a route's request goes on the wire. A GET route sends the contract's request as its query
 * and has no body; every other route sends it as its body and may carry the shell's locale in its
 * query, where the demo host reads it on every route (demo/handlers/route.ts).
 *
 * Two lookup tables rather than one conditional type: a saga helper generic over a set of POST
 * routes can then fill in the locale query, and hand on a body it was given, and the compiler
 * still checks both.
 */
type QueryTable = {
  [N in ApiRouteName]: ApiMethodOf<N> extends 'GET' ? ApiRequest<N> : LocaleQuery;
};
type BodyTable = {
  [N in ApiRouteName]: ApiMethodOf<N> extends 'GET' ? undefined : ApiRequest<N>;
};

/** The query a call of the route may send. */
export type ApiQuery<N extends ApiRouteName> = QueryTable[N];
/** The body a call of the route sends; undefined for GET routes, which send none. */
export type ApiBody<N extends ApiRouteName> = BodyTable[N];

/** Compile-time check that the contract covers exactly the named routes. */
export type ContractCoversRoutes = [ApiRouteName] extends [keyof ApiContract]
  ? [keyof ApiContract] extends [ApiRouteName]
    ? true
    : never
  : never;
