import { PaymentPage } from '../../features/checkout';

export default function CheckoutPaymentRoute() {
  return <PaymentPage />;
}
