import { ExtrasPage } from '../../features/checkout';

export default function CheckoutAncillariesRoute() {
  return <ExtrasPage />;
}
