import type { Offer, OfferPrice } from '../../../api/types';
import { defaultTravellerCount, priceForMode, roundUp } from '../../../lib/money';

/**
 * The struck-through comparison price (spec 1 §9 / spec 2 §9): the average competitor price when
 * its floor is above the own price; otherwise the own price plus the configured percent, so the
 * claim never rests on a competitor price that is not really higher.
 */
export function competitorPrice(
  own: number,
  averageCompetitor: number | undefined,
  fallbackPercent: number,
): number {
  if (averageCompetitor !== undefined && Math.floor(averageCompetitor) > own) {
    return averageCompetitor;
  }
  return own * (1 + fallbackPercent / 100);
}

export interface PriceComparison {
  /** The comparison ("market") price, in the shown price mode. */
  oldPrice: number;
  /** Rounded up to whole units, as the item's 'Save {price}' shows it. */
  saving: number;
}

/**
 * Spec 1 §2.6: the comparison shows only when the rounded-up difference between the old and new
 * price is not 0. A negative difference is never claimed as a saving either.
 * Competitor prices are per person; in total mode both prices scale with the travellers.
 */
export function priceComparison(
  price: OfferPrice,
  perPerson = true,
  travellers: number = defaultTravellerCount,
): PriceComparison | null {
  const data = price.priceComparisonData;
  if (!data) return null;
  const ownPerPerson = price.perPersonAmount;
  const oldPerPerson = competitorPrice(
    ownPerPerson,
    data.averageCompetitorPrice,
    data.fallbackPercent,
  );
  const oldPrice = priceForMode(oldPerPerson, perPerson, travellers);
  const newPrice = priceForMode(ownPerPerson, perPerson, travellers);
  const saving = roundUp(oldPrice - newPrice);
  return saving > 0 ? { oldPrice, saving } : null;
}

/**
 * Spec 1 §2.6: a member price only when both a membership URL (where to become a member) and a
 * discount exist; without either the visitor could not act on it. Null means "do not show".
 */
export function memberPrice(
  price: number,
  membershipUrl?: string,
  discountPercent?: number,
): number | null {
  if (!membershipUrl?.trim() || discountPercent === undefined) return null;
  if (!(discountPercent > 0 && discountPercent < 100)) return null;
  return price * (1 - discountPercent / 100);
}

/** The price an item shows: per person, or per person times travellers (spec 1 §9, 2 by default). */
export function displayPrice(
  offer: Pick<Offer, 'price'>,
  perPerson: boolean,
  travellers: number = defaultTravellerCount,
): number {
  return priceForMode(offer.price.perPersonAmount, perPerson, travellers);
}
