import type { ProductSearch, TeaserContent, TeaserOffer } from '../../../api/types';
import { addDays } from '../../../lib/calendarDates';
import { roundUp } from '../../../lib/money';
import type { SearchQuery } from '../../search';

/**
 * The struck-through price of a teaser: none without an old price; the old price when it is larger
 * than the rounded new price; otherwise, when the teaser names a priceComparisonFallbackPercent,
 * the rounded new price plus that percent; else none (docs/rules/cms-modules.md, "Teaser prices").
 */
export function struckPrice(
  newPrice: number,
  oldPrice: number | undefined,
  fallbackPercent?: number,
): number | undefined {
  if (oldPrice === undefined) return undefined;
  const rounded = roundUp(newPrice);
  if (oldPrice > rounded) return oldPrice;
  if (fallbackPercent !== undefined && fallbackPercent > 0) {
    return rounded * (1 + fallbackPercent / 100);
  }
  return undefined;
}

export interface TeaserPrice {
  /** Per-person amount in the offer's (hub) currency; the bubble shows it rounded up. */
  amount: number;
  oldAmount?: number;
  currency: string;
}

/**
 * The price bubble's price: overrideBubblePrice replaces the offer's per-person price; hidePrice
 * hides it; without either there is none. The comparison needs the offer's old price.
 */
export function teaserPrice(teaser: TeaserContent, offer?: TeaserOffer): TeaserPrice | null {
  if (teaser.hidePrice) return null;
  const amount = teaser.overrideBubblePrice ?? offer?.price.perPersonAmount;
  if (amount === undefined) return null;
  const oldAmount = struckPrice(
    amount,
    offer?.price.oldPrice,
    teaser.priceComparisonFallbackPercent,
  );
  return {
    amount,
    currency: offer?.price.currency ?? 'EUR',
    ...(oldAmount === undefined ? {} : { oldAmount }),
  };
}

/**
 * An offer without milesAmount earns 3 times its rounded price (docs/rules/cms-modules.md,
 * "Teaser miles").
 */
export function offerMiles(offer: TeaserOffer): number {
  return offer.milesAmount ?? 3 * roundUp(offer.price.perPersonAmount);
}

/**
 * The travel dates of a teaser's booking link: today plus the departure and return offsets, the
 * offer's own offsets winning over the teaser's; without offsets, the offer's search dates.
 * A return before the departure is moved to the departure day.
 */
export function bookingDates(
  today: string,
  teaser: TeaserContent,
  offer: TeaserOffer,
): { departureDate?: string; returnDate?: string } {
  const period = offer.productSearch.travelPeriod;
  const departureOffset = offer.departureDateMinOffset ?? teaser.departureDateMinOffset;
  const returnOffset = offer.returnDateMinOffset ?? teaser.returnDateMinOffset;
  const departureDate =
    departureOffset === undefined ? period?.departureDate : addDays(today, departureOffset);
  const returnDate = returnOffset === undefined ? period?.returnDate : addDays(today, returnOffset);
  if (departureDate && returnDate && returnDate < departureDate) {
    return { departureDate, returnDate: departureDate };
  }
  return { departureDate, returnDate };
}

/** The search's value for "any number of stops". */
const anyStops = 10000;
const defaultAdults = 2;

/** The result-list search of a teaser's offer: its product search with the booking dates. */
export function bookingSearch(
  today: string,
  teaser: TeaserContent,
  offer: TeaserOffer,
): SearchQuery | null {
  const search: ProductSearch = offer.productSearch;
  const { departureDate, returnDate } = bookingDates(today, teaser, offer);
  if (!departureDate || !returnDate) return null;
  const young = [...(search.travellers?.children ?? []), ...(search.travellers?.babies ?? [])];
  const childrenBirthDates = young.flatMap((child) =>
    child.dateOfBirth ? [child.dateOfBirth] : [],
  );
  return {
    destinationIds: search.destinations ?? [],
    airports: search.flight?.departureAirports ?? [],
    period: {
      departureDate,
      returnDate,
      duration: search.travelPeriod?.duration ?? '',
      exact: false,
    },
    travellers: {
      adultsCount: search.travellers?.adults?.length || defaultAdults,
      childrenBirthDates,
      // An editor's teaser cannot know a shopper's child: its dates stand for ages only, never
      // prefilled as birth dates (docs/rules/travellers.md "Ages without birth dates").
      ...(childrenBirthDates.length ? { childrenAgeOnly: childrenBirthDates.map(() => true) } : {}),
    },
    maxStops: search.flight?.maxStops ?? anyStops,
  };
}

/** The text block's CSS modifiers: colour scheme, position (default left) and size (default). */
export function textBlockClasses(block: string, teaser: TeaserContent): string {
  return [
    block,
    `${block}--${teaser.textBlockPosition ?? 'left'}`,
    `${block}--size-${teaser.textBlockSize ?? 'default'}`,
    `${block}--${teaser.colorScheme ?? 'light'}`,
  ].join(' ');
}
