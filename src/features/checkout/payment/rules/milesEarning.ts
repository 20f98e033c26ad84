import type { Passenger } from '../../../../api/types';
import { convert, type CurrencyInfo } from '../../../../lib/money';

/** Earn rates per EUR: regular, or boost for hotels of the named collection. */
export interface MilesEarnRates {
  regular: number;
  boost: number;
}

export function earnRate(rates: MilesEarnRates, boosted: boolean): number {
  return boosted ? rates.boost : rates.regular;
}

export interface MilesEarnedInput {
  /** The booking total (packageTotal) and its currency. */
  total: { value: number; currency: string };
  /** Needed only when the total is not in EUR. */
  currencyInfo?: CurrencyInfo;
  rates: MilesEarnRates;
  /** The hotel belongs to the collection that earns the boost rate. */
  boosted: boolean;
  passengers: Passenger[];
  /** The frequent-flyer programme that earns miles here (the configured default). */
  programType: 'MilesAndMore';
  /** A payment error of this checkout is showing. */
  paymentError: boolean;
}

export function hasFrequentFlyerNumber(passengers: Passenger[], programType: string): boolean {
  return passengers.some(
    (p) =>
      p.frequentFlyerNumber?.type === programType && p.frequentFlyerNumber.number.trim() !== '',
  );
}

function totalInEur({ total, currencyInfo }: MilesEarnedInput): number | null {
  if (total.currency === 'EUR') return total.value;
  if (!currencyInfo) return null;
  try {
    return convert(total.value, total.currency, 'EUR', currencyInfo);
  } catch {
    return null;
  }
}

/**
 * Miles earned on the booking: floor(total in EUR × rate), only with a frequent-flyer number of
 * the programme's type and no payment error; otherwise 0. A total that cannot be converted to EUR
 * earns nothing rather than a guessed amount (docs/rules/checkout.md, "Miles earned on the
 * booking").
 */
export function milesEarned(input: MilesEarnedInput): number {
  if (input.paymentError || !hasFrequentFlyerNumber(input.passengers, input.programType)) return 0;
  const eur = totalInEur(input);
  const rate = earnRate(input.rates, input.boosted);
  if (eur === null || !(eur > 0) || !(rate > 0)) return 0;
  // toFixed guards float noise: 99.99 × 100 must earn 9999, not 9998.
  return Math.floor(Number((eur * rate).toFixed(6)));
}
