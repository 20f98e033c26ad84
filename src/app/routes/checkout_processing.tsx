import { ProcessingPage } from '../../features/checkout';

export default function CheckoutProcessingRoute() {
  return <ProcessingPage />;
}
