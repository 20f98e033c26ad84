import { PlaceholderPage } from '../PlaceholderPage';

export default function VoucherCheckoutRoute() {
  return <PlaceholderPage route="voucher_checkout" />;
}
