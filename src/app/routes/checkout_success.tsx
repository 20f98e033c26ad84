import { MessageArea } from '../../i18n/MessageArea';
import { OutcomePage } from '../../features/checkout';

export default function CheckoutSuccessRoute() {
  return (
    <MessageArea area="checkout">
      <OutcomePage outcome="success" />
    </MessageArea>
  );
}
