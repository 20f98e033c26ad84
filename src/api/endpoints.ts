/**
 * The named server routes of the brand host's backend (spec 1 §7, spec 2 §7, spec 3 §7): the only
 * place API paths are written. Paths the spec gives are used verbatim; the others are design
 * decisions under /ajax. `{param}` placeholders are filled by `apiPath`.
 */
export const apiRoutes = {
  // Shell and CMS
  get_page: '/ajax/page',
  get_layout: '/ajax/layout',
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
  // Booking checkout (spec 2 §7, spec 3 §7)
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

/** HTTP method of every route. Spec 2 §7: POST unless stated; loads without a body are GET. */
export const apiRouteMethods = {
  get_page: 'GET',
  get_layout: 'GET',
  get_mixed_resultlist: 'POST',
  get_map_results: 'POST',
  get_destination_autocomplete_options: 'POST',
  destinations: 'GET',
  get_destination_serial: 'POST',
  facets: 'POST',
  all_destinations: 'POST',
  departure_airports: 'GET',
  get_price_diff_api: 'POST',
  get_hoteldetail_info: 'POST',
  get_hoteldetail_offer: 'POST',
  get_hoteldetail_reviews: 'POST',
  get_hoteldetail_beppers: 'GET',
  get_hotel_calendar_offers: 'POST',
  cascade_los: 'POST',
  cascade_airports: 'POST',
  cascade_months: 'POST',
  cascade_dates: 'POST',
  dropdown_cascade: 'POST',
  room_board_matrix: 'POST',
  flight_changer_departure: 'POST',
  flight_changer_return: 'POST',
  flight_alternatives: 'POST',
  get_favorites_info: 'GET',
  get_favorites_list: 'GET',
  do_favorites_add: 'POST',
  do_favorites_remove: 'POST',
  fcse_event_logger: 'POST',
  checkout_create: 'POST',
  checkout_create_external: 'POST',
  checkout_get: 'POST',
  checkout_set_info: 'POST',
  checkout_get_payment: 'POST',
  checkout_get_payment_alias: 'POST',
  do_payment_set: 'POST',
  checkout_finalize_payment: 'POST',
  do_recurring_payment: 'POST',
  checkout_book: 'POST',
  checkout_get_ancillaries: 'POST',
  checkout_set_ancillaries: 'POST',
  checkout_set_coupon: 'POST',
  do_verify_bin_number: 'POST',
  checkout_set_insurance_market: 'POST',
  checkout_get_country_info: 'POST',
  checkout_miles_more: 'POST',
  checkout_rental_car_conditions: 'POST',
  checkout_poll: 'POST',
  voucher_create: 'POST',
  voucher_set_info: 'POST',
  voucher_book: 'POST',
  voucher_cart: 'GET',
  newsletter_subscribe: 'POST',
  newsletter_unsubscribe: 'POST',
  newsletter_update_customer: 'POST',
  newsletter_get_customer_data: 'POST',
  newsletter_get_customer_id: 'POST',
  complaint_form: 'POST',
  graphql: 'POST',
  cheapest_offer: 'GET',
  demo_media: 'GET',
} as const satisfies Record<ApiRouteName, HttpMethod>;

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
  return apiRouteMethods[name];
}
