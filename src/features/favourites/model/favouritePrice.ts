import type { Offer } from '../../../api/types';

/**
 * The one place favourites read a saved hotel's price: per person, for the search the favourite
 * keeps (docs/rules/favourites.md). The page's cards and its comparison both show this amount.
 */
export function favouritePrice(offer: Offer | undefined): number | null {
  return offer?.price.perPersonAmount ?? null;
}
