import { PlaceholderPage } from '../PlaceholderPage';

export default function CheckoutSoftBookedRoute() {
  return <PlaceholderPage route="checkout_soft_booked" />;
}
