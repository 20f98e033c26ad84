import { MessageArea } from '../../i18n/MessageArea';
import { ExtrasPage } from '../../features/checkout';

export default function CheckoutAncillariesRoute() {
  return (
    <MessageArea area="checkout">
      <ExtrasPage />
    </MessageArea>
  );
}
