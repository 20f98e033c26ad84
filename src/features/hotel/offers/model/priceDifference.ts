import type { PriceDiffResponse } from '../../../../api/types';

/**
 * The stored price difference of an offer lasts 5 hours
 * (docs/rules/hotel.md, "Price changes since the list").
 */
export const priceDifferenceLifetimeMs = 5 * 60 * 60 * 1000;

export type PriceDifferenceKind = 'increase' | 'reduction';

export interface PriceDifference {
  difference: number;
  oldPrice: number;
  newPrice: number;
  currency: string;
}

/**
 * The get_price_diff_api answer is stored under 'priceDifference' plus the offer id with its dots
 * removed (docs/rules/hotel.md, "Price changes since the list").
 */
export function priceDifferenceKey(offerId: string): string {
  return `priceDifference${offerId.replace(/\./g, '')}`;
}

/** Above 1 the price went up, below -1 it went down; in between is rounding and nothing shows. */
export function priceDifferenceKind(difference: number): PriceDifferenceKind | null {
  if (difference > 1) return 'increase';
  if (difference < -1) return 'reduction';
  return null;
}

export function toPriceDifference(response: PriceDiffResponse): PriceDifference {
  const { difference, oldPrice, newPrice, currency } = response;
  return { difference, oldPrice, newPrice, currency };
}

interface StoredEntry extends PriceDifference {
  expires: number;
}

function isStoredEntry(value: unknown): value is StoredEntry {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.expires === 'number' &&
    typeof entry.difference === 'number' &&
    typeof entry.oldPrice === 'number' &&
    typeof entry.newPrice === 'number' &&
    typeof entry.currency === 'string'
  );
}

/**
 * The stored difference of an offer while it is younger than 5 hours. Session storage rather than
 * a cookie: the value is never needed by the server, so it should not ride on every request.
 */
export function readStoredPriceDifference(
  offerId: string,
  now: number,
  storage: Storage | undefined = globalThis.sessionStorage,
): PriceDifference | null {
  try {
    const raw = storage?.getItem(priceDifferenceKey(offerId));
    const entry: unknown = raw ? JSON.parse(raw) : null;
    if (!isStoredEntry(entry)) return null;
    if (entry.expires <= now) {
      storage?.removeItem(priceDifferenceKey(offerId));
      return null;
    }
    const { difference, oldPrice, newPrice, currency } = entry;
    return { difference, oldPrice, newPrice, currency };
  } catch {
    return null;
  }
}

/** Stores prices only: no personal data. Without storage (private mode) the call is made again. */
export function storePriceDifference(
  offerId: string,
  value: PriceDifference,
  now: number,
  storage: Storage | undefined = globalThis.sessionStorage,
): void {
  try {
    const entry: StoredEntry = { ...value, expires: now + priceDifferenceLifetimeMs };
    storage?.setItem(priceDifferenceKey(offerId), JSON.stringify(entry));
  } catch {
    // Storage full or blocked: the difference is simply asked for again next time.
  }
}

/** The selected offer's price as the box shows it, with the change its notice tells of. */
export interface OfferPriceNow {
  perPersonAmount: number;
  /** The host's total; null after a change, which the host reports per person only. */
  amount: number | null;
  currency: string;
  /** The per-person prices before and after a change beyond ±1; null without one. */
  change: { kind: PriceDifferenceKind; oldPrice: number; newPrice: number } | null;
}

/**
 * One answer for the box and its notice (docs/rules/prices.md): after a reported change the box
 * shows the new per-person price and the notice the difference between the old and new price, so
 * they never contradict each other. A total is not made up from the per-person change.
 */
export function offerPriceNow(
  price: { perPersonAmount: number; amount: number; currency: string },
  difference: PriceDifference | null,
): OfferPriceNow {
  const kind = difference ? priceDifferenceKind(difference.newPrice - difference.oldPrice) : null;
  if (!difference || !kind) {
    return {
      perPersonAmount: price.perPersonAmount,
      amount: price.amount,
      currency: price.currency,
      change: null,
    };
  }
  const { oldPrice, newPrice, currency } = difference;
  return {
    perPersonAmount: newPrice,
    amount: null,
    currency,
    change: { kind, oldPrice, newPrice },
  };
}
