import { PlaceholderPage } from '../PlaceholderPage';

export default function CheckoutCustomerPaymentRoute() {
  return <PlaceholderPage route="checkout_customer_payment" />;
}
