import { roundUp } from './money';

/**
 * The one place that decides which amount a page shows for an offer and how it is labelled
 * (docs/rules/prices.md). Every page (list, map, favourites, teasers, hotel page) goes through it.
 */

/** What a shown amount is: the price of one traveller, or what the whole party pays. */
export type PriceKind = 'perPerson' | 'total';

/** The prices a page may know of an offer, in the offer's (hub) currency. */
export interface KnownPrice {
  perPersonAmount: number;
  /**
   * The host's total for all travellers: the sum of what each one pays, children's and infants'
   * own prices included. Missing where the host sends only a per-person price.
   */
  amount?: number | null;
}

export interface ShownPrice {
  /** In the offer's (hub) currency; converting and rounding are the formatter's. */
  amount: number;
  kind: PriceKind;
}

const isKnown = (amount: number | null | undefined): amount is number =>
  typeof amount === 'number' && Number.isFinite(amount) && amount >= 0;

/**
 * The amount to show in the visitor's price mode. A total is always the host's `amount`, never
 * the per-person price times the travellers (children pay their own prices); where no total is
 * known the per-person price shows, labelled per person, even in total mode.
 */
export function shownPrice(price: KnownPrice, perPerson: boolean): ShownPrice {
  if (!perPerson && isKnown(price.amount)) return { amount: price.amount, kind: 'total' };
  return { amount: price.perPersonAmount, kind: 'perPerson' };
}

/** The struck-through comparison of an offer, as the page shows it. */
export interface ShownComparison {
  kind: PriceKind;
  /** Both prices and the saving in the market currency, in whole units as they show. */
  oldPrice: number;
  newPrice: number;
  /** Always oldPrice − newPrice, so the claim adds up on screen; above 0 or no comparison. */
  saving: number;
}

/** What a comparison needs: the per-person competitor data, or a percent above the own price. */
export interface ComparisonData {
  averageCompetitorPrice?: number;
  fallbackPercent: number;
}

/**
 * The comparison ("market") price per person: the average competitor price when its floor is above
 * the own price; otherwise the own price plus the configured percent, so the claim never rests on a
 * competitor price that is not really higher.
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

const identity = (amount: number) => amount;

/**
 * The comparison in the shown price mode. Competitor prices are per person; a total compares
 * against the host's total raised by the same factor, so no total is made up from a head count.
 * `toMarket` converts a hub amount into the market currency; both prices are rounded up as they
 * show, and the saving is their difference. No comparison when that difference is not above 0.
 */
export function shownComparison(
  price: KnownPrice,
  data: ComparisonData | undefined,
  perPerson: boolean,
  toMarket: (hubAmount: number) => number = identity,
): ShownComparison | null {
  if (!data || !(price.perPersonAmount > 0)) return null;
  const own = price.perPersonAmount;
  const factor = competitorPrice(own, data.averageCompetitorPrice, data.fallbackPercent) / own;
  const shown = shownPrice(price, perPerson);
  const newPrice = roundUp(toMarket(shown.amount));
  const oldPrice = roundUp(toMarket(shown.amount * factor));
  const saving = oldPrice - newPrice;
  return saving > 0 ? { kind: shown.kind, oldPrice, newPrice, saving } : null;
}

/** A change of a per-person price, as the page shows it in the market currency. */
export interface ShownChange {
  /** The new price, rounded up as it shows. */
  newPrice: number;
  /** New minus old, both rounded up as they show: the notice's figure matches the box. */
  difference: number;
}

export function shownChange(
  oldAmount: number,
  newAmount: number,
  toMarket: (hubAmount: number) => number = identity,
): ShownChange {
  const newPrice = roundUp(toMarket(newAmount));
  return { newPrice, difference: newPrice - roundUp(toMarket(oldAmount)) };
}
