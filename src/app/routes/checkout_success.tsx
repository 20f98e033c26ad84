import { OutcomePage } from '../../features/checkout';

export default function CheckoutSuccessRoute() {
  return <OutcomePage outcome="success" />;
}
