import { VoucherSuccessPage } from '../../features/voucher';

export default function VoucherRoute() {
  return <VoucherSuccessPage />;
}
