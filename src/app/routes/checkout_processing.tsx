import { MessageArea } from '../../i18n/MessageArea';
import { ProcessingPage } from '../../features/checkout';

export default function CheckoutProcessingRoute() {
  return (
    <MessageArea area="checkout">
      <ProcessingPage />
    </MessageArea>
  );
}
