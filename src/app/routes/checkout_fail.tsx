import { OutcomePage } from '../../features/checkout';

export default function CheckoutFailRoute() {
  return <OutcomePage outcome="fail" />;
}
