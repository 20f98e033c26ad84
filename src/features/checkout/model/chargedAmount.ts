import type { Cart, PassengerType } from '../../../api/types';
import { packageTotalParts } from '../payment/rules/packageTotal';

/** An amount in the currency the payment is taken in. */
export interface ChargedMoney {
  value: number;
  currency: string;
}

export type TravellerKind = 'adult' | 'child' | 'infant';

export interface PerPersonPrice {
  kind: TravellerKind;
  count: number;
  amount: number;
}

/** One line of the breakdown; discounts and miles are negative. */
export interface PriceLine {
  kind: 'travel' | 'extras' | 'paymentFee' | 'coupon' | 'cardDiscount' | 'memberDiscount' | 'miles';
  amount: number;
  percent?: number;
}

export interface PriceBreakdown {
  perPerson: PerPersonPrice[];
  lines: PriceLine[];
  charged: ChargedMoney;
}

const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;
const finite = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** The miles' worth taken off when miles pay part of the price. */
function milesWorth(cart: Cart): number {
  const { bonusProgramName, originalAmount, value } = cart.checkout.payment ?? {};
  if (bonusProgramName !== 'MilesAndMore' || !value) return 0;
  return Math.max(0, round2(finite(originalAmount) - finite(value.amount)));
}

/**
 * What the payment takes, in the currency it is taken in: the host's total, less what miles pay.
 * The one place the summary, the payment buttons, the demo's PayPal page and the outcome pages
 * read it from (docs/rules/checkout-prices.md); free of store and React, so the host can use it.
 */
export function chargedAmount(cart: Cart): ChargedMoney {
  const { totalAmount } = cart.checkout.amounts;
  const { bonusProgramName, value } = cart.checkout.payment ?? {};
  const charged =
    bonusProgramName === 'MilesAndMore' && value ? finite(value.amount) : finite(totalAmount.value);
  return { value: round2(Math.max(0, charged)), currency: totalAmount.currency };
}

const kindOf = (type: PassengerType): TravellerKind =>
  type === 'CHILD' ? 'child' : type === 'INFANT' ? 'infant' : 'adult';

/**
 * The price before 'Pay now', line by line: per person prices, the travel price, extras, payment
 * fee, coupon, card and member discounts, miles, and what is charged.
 */
export function priceBreakdown(cart: Cart): PriceBreakdown {
  const pkg = cart.checkout.package;
  const perPersonAmount: Record<TravellerKind, number> = {
    adult: finite(pkg.offerAdult?.amount),
    child: finite(pkg.offerChild?.amount),
    infant: finite(pkg.offerInfant?.amount),
  };
  const counts: Record<TravellerKind, number> = { adult: 0, child: 0, infant: 0 };
  for (const passenger of pkg.passengerInfo.passengers) counts[kindOf(passenger.type)] += 1;
  const perPerson = (['adult', 'child', 'infant'] as const)
    .filter((kind) => counts[kind] > 0)
    .map((kind) => ({ kind, count: counts[kind], amount: perPersonAmount[kind] }));

  const { basePrice, paymentFee, coupon, ...extras } = packageTotalParts(pkg);
  const extrasSum = round2(Object.values(extras).reduce((sum, amount) => sum + amount, 0));
  const lines: PriceLine[] = [{ kind: 'travel', amount: basePrice }];
  if (extrasSum) lines.push({ kind: 'extras', amount: extrasSum });
  if (paymentFee) lines.push({ kind: 'paymentFee', amount: paymentFee });
  if (coupon) lines.push({ kind: 'coupon', amount: -coupon });
  for (const kind of ['cardDiscount', 'memberDiscount'] as const) {
    const discount = pkg[kind];
    const amount = finite(discount?.price.amount);
    if (amount) lines.push({ kind, amount: -amount, percent: finite(discount?.percent) });
  }
  const miles = milesWorth(cart);
  if (miles) lines.push({ kind: 'miles', amount: -miles });
  return { perPerson, lines, charged: chargedAmount(cart) };
}
