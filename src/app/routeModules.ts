import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteName } from '../config/routeTable';

type RouteLoader = () => Promise<{ default: ComponentType }>;

/**
 * One chunk per named route; each module is a thin composition of its feature. Boot starts the
 * current route's loader before the first render (bootPreload.ts); the lazy component below asks
 * the same loader again and gets the chunk webpack already has or is fetching.
 */
export const routeLoaders: Record<RouteName, RouteLoader> = {
  legacy_hotel: () => import(/* webpackChunkName: "route-legacy_hotel" */ './routes/legacy_hotel'),
  legacy_gallery: () =>
    import(/* webpackChunkName: "route-legacy_gallery" */ './routes/legacy_gallery'),
  legacy_flight: () =>
    import(/* webpackChunkName: "route-legacy_flight" */ './routes/legacy_flight'),
  resultlist: () => import(/* webpackChunkName: "route-resultlist" */ './routes/resultlist'),
  hoteldetail: () => import(/* webpackChunkName: "route-hoteldetail" */ './routes/hoteldetail'),
  all_destinations: () =>
    import(/* webpackChunkName: "route-all_destinations" */ './routes/all_destinations'),
  destinations_by_airport: () =>
    import(
      /* webpackChunkName: "route-destinations_by_airport" */ './routes/destinations_by_airport'
    ),
  favorites: () => import(/* webpackChunkName: "route-favorites" */ './routes/favorites'),
  login: () => import(/* webpackChunkName: "route-login" */ './routes/login'),
  verification_required: () =>
    import(/* webpackChunkName: "route-verification_required" */ './routes/verification_required'),
  logged_in_redirect: () =>
    import(/* webpackChunkName: "route-logged_in_redirect" */ './routes/logged_in_redirect'),
  logged_out_redirect: () =>
    import(/* webpackChunkName: "route-logged_out_redirect" */ './routes/logged_out_redirect'),
  email_verification_redirect: () =>
    import(
      /* webpackChunkName: "route-email_verification_redirect" */ './routes/email_verification_redirect'
    ),
  complaint_form: () =>
    import(/* webpackChunkName: "route-complaint_form" */ './routes/complaint_form'),
  voucher_checkout: () =>
    import(/* webpackChunkName: "route-voucher_checkout" */ './routes/voucher_checkout'),
  voucher: () => import(/* webpackChunkName: "route-voucher" */ './routes/voucher'),
  checkout_ancillaries: () =>
    import(/* webpackChunkName: "route-checkout_ancillaries" */ './routes/checkout_ancillaries'),
  checkout_info: () =>
    import(/* webpackChunkName: "route-checkout_info" */ './routes/checkout_info'),
  checkout_customer_payment: () =>
    import(
      /* webpackChunkName: "route-checkout_customer_payment" */ './routes/checkout_customer_payment'
    ),
  checkout_payment: () =>
    import(/* webpackChunkName: "route-checkout_payment" */ './routes/checkout_payment'),
  checkout_processing: () =>
    import(/* webpackChunkName: "route-checkout_processing" */ './routes/checkout_processing'),
  checkout_success: () =>
    import(/* webpackChunkName: "route-checkout_success" */ './routes/checkout_success'),
  checkout_fail: () =>
    import(/* webpackChunkName: "route-checkout_fail" */ './routes/checkout_fail'),
  checkout_soft_booked: () =>
    import(/* webpackChunkName: "route-checkout_soft_booked" */ './routes/checkout_soft_booked'),
  seoDestinationGlossary: () =>
    import(
      /* webpackChunkName: "route-seoDestinationGlossary" */ './routes/seoDestinationGlossary'
    ),
  seoDestinationContent: () =>
    import(/* webpackChunkName: "route-seoDestinationContent" */ './routes/seoDestinationContent'),
  homepage: () => import(/* webpackChunkName: "route-homepage" */ './routes/homepage'),
};

export const routeModules = Object.fromEntries(
  Object.entries(routeLoaders).map(([name, load]) => [name, lazy(load)]),
) as Record<RouteName, LazyExoticComponent<ComponentType>>;
