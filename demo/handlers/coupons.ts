import { state } from './state';

/** Purchase-voucher prefixes and their face values when not bought in this demo. */
const prefixValues: [string, number][] = [
  ['LHH-', 50],
  ['L80-', 80],
  ['L150-', 150],
  ['L200-', 200],
];

/**
 * Coupon rules of the demo (see README): voucher codes with a purchase prefix are worth their
 * value (a voucher bought in this demo is worth what was paid); 'NOTACTIVE...' is not active yet;
 * anything else cannot be applied.
 */
export function couponFor(
  code: string,
): { amount: number } | { error: 'voucherNotActive' | 'voucherUnusable' } {
  const upper = code.toUpperCase();
  const bought = [...state.vouchers.values()].find(
    (voucher) => voucher.code === upper && voucher.amount !== null,
  );
  if (bought?.amount) return { amount: bought.amount };
  if (upper.startsWith('NOTACTIVE')) return { error: 'voucherNotActive' };
  const prefix = prefixValues.find(([p]) => upper.startsWith(p));
  return prefix ? { amount: prefix[1] } : { error: 'voucherUnusable' };
}
