import { PlaceholderPage } from '../PlaceholderPage';

export default function CheckoutInfoRoute() {
  return <PlaceholderPage route="checkout_info" />;
}
