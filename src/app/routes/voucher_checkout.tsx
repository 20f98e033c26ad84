import { MessageArea } from '../../i18n/MessageArea';
import { VoucherCheckoutPage } from '../../features/voucher';
import { PageModulesSlot } from '../../features/cms';

export default function VoucherCheckoutRoute() {
  return (
    <MessageArea area="voucher">
      <VoucherCheckoutPage />
      <PageModulesSlot />
    </MessageArea>
  );
}
