import { MessageArea } from '../../i18n/MessageArea';
import { OutcomePage } from '../../features/checkout';

export default function CheckoutFailRoute() {
  return (
    <MessageArea area="checkout">
      <OutcomePage outcome="fail" />
    </MessageArea>
  );
}
