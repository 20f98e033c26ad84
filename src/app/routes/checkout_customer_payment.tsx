import { RouteRedirect } from '../RouteRedirect';

/** The combined customer-and-payment address leads to the travellers step of the same booking. */
export default function CheckoutCustomerPaymentRoute() {
  return <RouteRedirect to="checkout_info" keepParams />;
}
