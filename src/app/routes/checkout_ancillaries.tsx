import { PlaceholderPage } from '../PlaceholderPage';

export default function CheckoutAncillariesRoute() {
  return <PlaceholderPage route="checkout_ancillaries" />;
}
