import { OutcomePage } from '../../features/checkout';

export default function CheckoutSoftBookedRoute() {
  return <OutcomePage outcome="soft_booked" />;
}
