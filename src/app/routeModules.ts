import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteName } from '../config/routeTable';

/** One lazy chunk per named route; each module is a thin composition of its feature. */
export const routeModules: Record<RouteName, LazyExoticComponent<ComponentType>> = {
  legacy_hotel: lazy(
    () => import(/* webpackChunkName: "route-legacy_hotel" */ './routes/legacy_hotel'),
  ),
  legacy_gallery: lazy(
    () => import(/* webpackChunkName: "route-legacy_gallery" */ './routes/legacy_gallery'),
  ),
  legacy_flight: lazy(
    () => import(/* webpackChunkName: "route-legacy_flight" */ './routes/legacy_flight'),
  ),
  resultlist: lazy(() => import(/* webpackChunkName: "route-resultlist" */ './routes/resultlist')),
  hoteldetail: lazy(
    () => import(/* webpackChunkName: "route-hoteldetail" */ './routes/hoteldetail'),
  ),
  all_destinations: lazy(
    () => import(/* webpackChunkName: "route-all_destinations" */ './routes/all_destinations'),
  ),
  destinations_by_airport: lazy(
    () =>
      import(
        /* webpackChunkName: "route-destinations_by_airport" */ './routes/destinations_by_airport'
      ),
  ),
  favorites: lazy(() => import(/* webpackChunkName: "route-favorites" */ './routes/favorites')),
  login: lazy(() => import(/* webpackChunkName: "route-login" */ './routes/login')),
  verification_required: lazy(
    () =>
      import(
        /* webpackChunkName: "route-verification_required" */ './routes/verification_required'
      ),
  ),
  logged_in_redirect: lazy(
    () => import(/* webpackChunkName: "route-logged_in_redirect" */ './routes/logged_in_redirect'),
  ),
  logged_out_redirect: lazy(
    () =>
      import(/* webpackChunkName: "route-logged_out_redirect" */ './routes/logged_out_redirect'),
  ),
  email_verification_redirect: lazy(
    () =>
      import(
        /* webpackChunkName: "route-email_verification_redirect" */ './routes/email_verification_redirect'
      ),
  ),
  complaint_form: lazy(
    () => import(/* webpackChunkName: "route-complaint_form" */ './routes/complaint_form'),
  ),
  voucher_checkout: lazy(
    () => import(/* webpackChunkName: "route-voucher_checkout" */ './routes/voucher_checkout'),
  ),
  voucher: lazy(() => import(/* webpackChunkName: "route-voucher" */ './routes/voucher')),
  checkout_ancillaries: lazy(
    () =>
      import(/* webpackChunkName: "route-checkout_ancillaries" */ './routes/checkout_ancillaries'),
  ),
  checkout_info: lazy(
    () => import(/* webpackChunkName: "route-checkout_info" */ './routes/checkout_info'),
  ),
  checkout_customer_payment: lazy(
    () =>
      import(
        /* webpackChunkName: "route-checkout_customer_payment" */ './routes/checkout_customer_payment'
      ),
  ),
  checkout_payment: lazy(
    () => import(/* webpackChunkName: "route-checkout_payment" */ './routes/checkout_payment'),
  ),
  checkout_processing: lazy(
    () =>
      import(/* webpackChunkName: "route-checkout_processing" */ './routes/checkout_processing'),
  ),
  checkout_success: lazy(
    () => import(/* webpackChunkName: "route-checkout_success" */ './routes/checkout_success'),
  ),
  checkout_fail: lazy(
    () => import(/* webpackChunkName: "route-checkout_fail" */ './routes/checkout_fail'),
  ),
  checkout_soft_booked: lazy(
    () =>
      import(/* webpackChunkName: "route-checkout_soft_booked" */ './routes/checkout_soft_booked'),
  ),
  seoDestinationGlossary: lazy(
    () =>
      import(
        /* webpackChunkName: "route-seoDestinationGlossary" */ './routes/seoDestinationGlossary'
      ),
  ),
  seoDestinationContent: lazy(
    () =>
      import(
        /* webpackChunkName: "route-seoDestinationContent" */ './routes/seoDestinationContent'
      ),
  ),
  homepage: lazy(() => import(/* webpackChunkName: "route-homepage" */ './routes/homepage')),
};
