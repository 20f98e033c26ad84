import { PlaceholderPage } from '../PlaceholderPage';

export default function CheckoutPaymentRoute() {
  return <PlaceholderPage route="checkout_payment" />;
}
