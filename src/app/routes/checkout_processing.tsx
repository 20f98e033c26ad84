import { PlaceholderPage } from '../PlaceholderPage';

export default function CheckoutProcessingRoute() {
  return <PlaceholderPage route="checkout_processing" />;
}
