/**
 * The named server routes of the brand host's backend: the only place API paths are written
 * (docs/rules/shell-and-routes.md, "Named server routes"). Paths the host's backend gives are used
 * verbatim; the others are design decisions under /ajax. `{param}` placeholders are filled by
 * `apiPath`.
 */
export const apiRoutes = {
  // Shell and CMS
  get_page: '/ajax/page',
  get_layout: '/ajax/layout',
  /** Design decision: a CMS editor saves one text field of a module (inline editing). */
  cms_text_edit: '/ajax/cms/pages/{pageId}/modules/{moduleId}',
  // Search, result list, map, destinations
  get_mixed_resultlist: '/ajax/mixed-resultlist',
  get_map_results: '/ajax/map-results',
  get_destination_autocomplete_options: '/ajax/destination-autocomplete',
  destinations: '/ajax/destinations',
  get_destination_serial: '/ajax/destination-serial',
  facets: '/ajax/facets',
  all_destinations: '/ajax/all-destinations',
  departure_airports: '/ajax/departure-airports',
  get_price_diff_api: '/ajax/price-diff',
  // Hotel detail
  get_hoteldetail_info: '/ajax/hoteldetail/{hotelId}/info',
  get_hoteldetail_offer: '/ajax/hoteldetail/{hotelId}/offer',
  get_hoteldetail_reviews: '/ajax/hoteldetail/{hotelId}/reviews',
  get_hoteldetail_beppers: '/ajax/hoteldetail/{hotelId}/beppers',
  get_hotel_calendar_offers: '/ajax/hoteldetail/{hotelId}/calendar-offers',
  cascade_los: '/ajax/hoteldetail/{hotelId}/cascade/los',
  cascade_airports: '/ajax/hoteldetail/{hotelId}/cascade/airports',
  cascade_months: '/ajax/hoteldetail/{hotelId}/cascade/months',
  cascade_dates: '/ajax/hoteldetail/{hotelId}/cascade/dates',
  dropdown_cascade: '/ajax/hoteldetail/{hotelId}/dropdown-cascade',
  room_board_matrix: '/ajax/hoteldetail/{hotelId}/room-board-matrix',
  flight_changer_departure: '/ajax/hoteldetail/{hotelId}/flights/departure',
  flight_changer_return: '/ajax/hoteldetail/{hotelId}/flights/return',
  flight_alternatives: '/ajax/hoteldetail/{hotelId}/flight-alternatives',
  // Favourites
  get_favorites_info: '/ajax/favorites/info',
  get_favorites_list: '/ajax/favorites/list',
  do_favorites_add: '/ajax/favorites/add',
  do_favorites_remove: '/ajax/favorites/remove',
  // Analytics
  fcse_event_logger: '/ajax/event-logger/log',
  // Booking checkout
  checkout_create: '/ajax/booking/create',
  checkout_create_external: '/ajax/booking/create-external',
  /** Design decision: the cart as it stands, for entering a step (the steps' data route). */
  checkout_get: '/ajax/booking/{checkoutId}/get-checkout',
  checkout_set_info: '/ajax/booking/{checkoutId}/set-info',
  checkout_get_payment: '/ajax/booking/{checkoutId}/get-payment',
  checkout_get_payment_alias: '/ajax/booking/{checkoutId}/get-payment-alias',
  do_payment_set: '/ajax/booking/{checkoutId}/set-payment',
  checkout_finalize_payment: '/ajax/booking/{checkoutId}/finalize-payment',
  do_recurring_payment: '/ajax/booking/{checkoutId}/recurring-payment',
  checkout_book: '/ajax/booking/{checkoutId}/book',
  checkout_get_ancillaries: '/ajax/booking/{checkoutId}/get-ancillaries',
  checkout_set_ancillaries: '/ajax/booking/{checkoutId}/set-ancillaries',
  checkout_set_coupon: '/ajax/booking/{checkoutId}/set-coupon',
  do_verify_bin_number: '/ajax/booking/{checkoutId}/bin-verify',
  checkout_set_insurance_market: '/ajax/booking/{checkoutId}/set-insurance-market',
  checkout_get_country_info: '/ajax/booking/{checkoutId}/get-country-info',
  checkout_miles_more: '/ajax/booking/{checkoutId}/miles-more',
  checkout_rental_car_conditions: '/ajax/booking/get-rental-car-conditions/{serviceId}',
  /** Design decision: the processing poll has its own endpoint; finalize-payment is the 3-D Secure details submit. */
  checkout_poll: '/ajax/booking/{checkoutId}/process',
  // Gift voucher checkout
  voucher_create: '/ajax/voucher/create',
  voucher_set_info: '/ajax/voucher/{checkoutId}/set-info',
  voucher_book: '/ajax/voucher/{checkoutId}/book',
  voucher_cart: '/ajax/voucher/{checkoutId}/cart',
  // Forms
  newsletter_subscribe: '/ajax/newsletter/subscribe',
  newsletter_unsubscribe: '/ajax/newsletter/unsubscribe',
  newsletter_update_customer: '/ajax/newsletter/update-customer',
  newsletter_get_customer_data: '/ajax/newsletter/customer-data',
  newsletter_get_customer_id: '/ajax/newsletter/customer-id',
  complaint_form: '/ajax/complaint',
  // Destination content and the cheapest-offer API
  graphql: '/graphql',
  cheapest_offer: '/api/v2/blue/cheapestOffer',
  // Media made by the demo host (images are SVGs drawn on the fly)
  demo_media: '/demo-media/{kind}/{id}/{file}',
} as const;

export type ApiRouteName = keyof typeof apiRoutes;

export type HttpMethod = 'GET' | 'POST';

/**
 * The routes read with GET: loads without a body. Every other route is POST
 * (docs/rules/shell-and-routes.md, "Named server routes"). A short list rather than a table of
 * every route: it ships with the shell. Kept as a literal list so the request types can tell a
 * GET route's query from a POST route's body (ApiMethodOf).
 */
const getRouteNames = [
  'get_page',
  'get_layout',
  'destinations',
  'departure_airports',
  'get_hoteldetail_beppers',
  'get_favorites_info',
  'get_favorites_list',
  'voucher_cart',
  'cheapest_offer',
  'demo_media',
] as const satisfies readonly ApiRouteName[];

export type GetRouteName = (typeof getRouteNames)[number];

/** The routes that send a body: every route not read with GET. */
export type BodyRouteName = Exclude<ApiRouteName, GetRouteName>;

/** The HTTP method of a named route, as `apiMethod` gives it. */
export type ApiMethodOf<N extends ApiRouteName> = N extends GetRouteName ? 'GET' : 'POST';

const getRoutes: ReadonlySet<ApiRouteName> = new Set<ApiRouteName>(getRouteNames);

export const apiRouteNames = Object.keys(apiRoutes) as ApiRouteName[];

const placeholder = /\{(\w+)\}/g;

/** Fills `{param}` placeholders (URI-encoded); throws when one is missing so no broken URL is sent. */
export function apiPath(name: ApiRouteName, params?: Record<string, string | number>): string {
  return apiRoutes[name].replace(placeholder, (_whole, param: string) => {
    const value = params?.[param];
    if (value === undefined || value === '') {
      throw new Error(`API route ${name} needs the parameter ${param}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** The HTTP method of a named route. */
export function apiMethod(name: ApiRouteName): HttpMethod {
  return getRoutes.has(name) ? 'GET' : 'POST';
}
