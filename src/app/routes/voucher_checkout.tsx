import { MessageArea } from '../../i18n/MessageArea';
import { VoucherCheckoutPage } from '../../features/voucher';

export default function VoucherCheckoutRoute() {
  return (
    <MessageArea area="voucher">
      <VoucherCheckoutPage />
    </MessageArea>
  );
}
