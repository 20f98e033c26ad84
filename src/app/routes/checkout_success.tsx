import { PlaceholderPage } from '../PlaceholderPage';

export default function CheckoutSuccessRoute() {
  return <PlaceholderPage route="checkout_success" />;
}
