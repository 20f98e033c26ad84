import { MessageArea } from '../../i18n/MessageArea';
import { VoucherSuccessPage } from '../../features/voucher';

export default function VoucherRoute() {
  return (
    <MessageArea area="voucher">
      <VoucherSuccessPage />
    </MessageArea>
  );
}
