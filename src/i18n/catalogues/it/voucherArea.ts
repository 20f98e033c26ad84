import voucher from './voucher.json';
import checkoutCard from './checkout-card.json';
import checkoutTravellers from './checkout-travellers.json';

/**
 * The gift-voucher checkout's messages, loaded with its routes: its own texts, the hosted card
 * fields' and the person and address fields' labels and rules it shares with the booking checkout.
 */
const catalogue: Record<string, string> = { ...checkoutTravellers, ...checkoutCard, ...voucher };
export default catalogue;
