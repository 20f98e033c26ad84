import { MessageArea } from '../../i18n/MessageArea';
import { PaymentPage } from '../../features/checkout';

export default function CheckoutPaymentRoute() {
  return (
    <MessageArea area="checkout">
      <PaymentPage />
    </MessageArea>
  );
}
