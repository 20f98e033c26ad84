import { TravellersPage } from '../../features/checkout';

export default function CheckoutInfoRoute() {
  return <TravellersPage />;
}
