import { PlaceholderPage } from '../PlaceholderPage';

export default function CheckoutFailRoute() {
  return <PlaceholderPage route="checkout_fail" />;
}
