import { MessageArea } from '../../i18n/MessageArea';
import { TravellersPage } from '../../features/checkout';

export default function CheckoutInfoRoute() {
  return (
    <MessageArea area="checkout">
      <TravellersPage />
    </MessageArea>
  );
}
