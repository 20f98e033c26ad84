import { MessageArea } from '../../i18n/MessageArea';
import { OutcomePage } from '../../features/checkout';

export default function CheckoutSoftBookedRoute() {
  return (
    <MessageArea area="checkout">
      <OutcomePage outcome="soft_booked" />
    </MessageArea>
  );
}
