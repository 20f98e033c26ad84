import checkout from './checkout.json';
import checkoutExtras from './checkout-extras.json';
import checkoutTravellers from './checkout-travellers.json';
import checkoutPayment from './checkout-payment.json';
import checkoutCard from './checkout-card.json';

/** The booking checkout's messages: loaded with the checkout routes, not with the shell. */
const catalogue: Record<string, string> = {
  ...checkout,
  ...checkoutExtras,
  ...checkoutTravellers,
  ...checkoutPayment,
  ...checkoutCard,
};
export default catalogue;
