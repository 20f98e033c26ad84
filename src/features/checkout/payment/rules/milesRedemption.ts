import { roundUp } from '../../../../lib/money';

/**
 * Smallest miles amount that can be redeemed (docs/rules/checkout.md, "Paying part of the price
 * with miles").
 */
export const milesMinimum = 7500;
/** The slider moves in steps of this many miles. */
export const milesStep = 500;

/**
 * What is left to pay once `miles` are redeemed: total − miles / rate, to 2 decimals, never
 * below 0. Without a usable rate the miles buy nothing.
 */
export function milesSliderPrice(total: number, miles: number, rate: number): number {
  const reduction = rate > 0 && miles > 0 ? miles / rate : 0;
  return Math.max(0, roundUp(total - reduction, 2));
}

/** The lowest amount that can be redeemed: 7,500, or the minimum points fee if that is higher. */
export function milesMinimumFor(minimumPointsFee: number): number {
  return Math.max(milesMinimum, Number.isFinite(minimumPointsFee) ? minimumPointsFee : 0);
}

export interface MilesAccount {
  remainingPoints: number;
  minimumPointsFee: number;
}

/** Points at or below the minimum are not enough to redeem (the slider says how many are needed). */
export function hasEnoughPoints({ remainingPoints, minimumPointsFee }: MilesAccount): boolean {
  return remainingPoints > milesMinimumFor(minimumPointsFee);
}

export interface MilesSliderRange {
  min: number;
  max: number;
  step: number;
}

/**
 * The slider's range: from the minimum, in steps of 500, up to the remaining points or the miles
 * that pay the whole total, whichever is lower. Null when the miles cannot buy the minimum.
 */
export function milesSliderRange(
  account: MilesAccount,
  total: number,
  rate: number,
): MilesSliderRange | null {
  const min = milesMinimumFor(account.minimumPointsFee);
  const byTotal = rate > 0 ? Math.floor(Number((total * rate).toFixed(6))) : 0;
  const cap = Math.min(account.remainingPoints, byTotal);
  if (!hasEnoughPoints(account) || cap < min) return null;
  return { min, max: min + Math.floor((cap - min) / milesStep) * milesStep, step: milesStep };
}

export type MilesAmountError =
  'milesAmountInvalid' | 'milesAmountBelowFee' | 'milesAmountAboveRemaining';

/**
 * A miles amount of 0 redeems nothing and is valid. Above 0 it must reach 7,500 and the minimum
 * points fee (milesAmountInvalid, milesAmountBelowFee) and stay within the remaining points.
 */
export function validateMilesAmount(
  amount: number,
  account: MilesAccount,
): MilesAmountError | null {
  if (amount === 0) return null;
  if (!Number.isInteger(amount) || amount < milesMinimum) return 'milesAmountInvalid';
  if (amount < account.minimumPointsFee) return 'milesAmountBelowFee';
  if (amount > account.remainingPoints) return 'milesAmountAboveRemaining';
  return null;
}
