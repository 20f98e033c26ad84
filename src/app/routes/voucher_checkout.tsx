import { VoucherCheckoutPage } from '../../features/voucher';
import { PageModulesSlot } from '../../features/cms';

export default function VoucherCheckoutRoute() {
  return (
    <>
      <VoucherCheckoutPage />
      <PageModulesSlot />
    </>
  );
}
