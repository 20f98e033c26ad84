import type { RequestHandler } from 'msw';
import { checkoutHandlers } from './checkout';
import { checkoutExtrasHandlers } from './checkoutExtras';
import { checkoutInfoHandlers } from './checkoutInfo';
import { cmsEditingHandlers } from './cmsEditing';
import { favouriteHandlers } from './favourites';
import { formHandlers } from './forms';
import { graphqlHandlers } from './graphql';
import { hotelHandlers } from './hotel';
import { hotelFlightHandlers } from './hotelFlights';
import { miscHandlers } from './misc';
import { pageHandlers } from './page';
import { paymentHandlers } from './payment';
import { payPalHandlers } from './paypal';
import { searchHandlers } from './search';
import { voucherHandlers } from './voucher';

export { resetDemoState, state as demoState } from './state';
export { pollsUntilFinished } from './payment';
export { visitorCookie } from './favourites';

/** Every server call of the shop (src/api/endpoints.ts), registered at its named route. */
export const handlers: RequestHandler[] = [
  ...pageHandlers,
  ...cmsEditingHandlers,
  ...searchHandlers,
  ...hotelHandlers,
  ...hotelFlightHandlers,
  ...favouriteHandlers,
  ...checkoutHandlers,
  ...checkoutExtrasHandlers,
  ...checkoutInfoHandlers,
  ...paymentHandlers,
  ...payPalHandlers,
  ...voucherHandlers,
  ...formHandlers,
  ...graphqlHandlers,
  ...miscHandlers,
];
