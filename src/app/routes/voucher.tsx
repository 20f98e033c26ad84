import { PlaceholderPage } from '../PlaceholderPage';

export default function VoucherRoute() {
  return <PlaceholderPage route="voucher" />;
}
