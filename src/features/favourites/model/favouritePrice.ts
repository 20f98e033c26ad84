import type { Offer } from '../../../api/types';
import { shownPrice } from '../../../lib/prices';

/**
 * The one place favourites read a saved hotel's price: per person, for the search the favourite
 * keeps (docs/rules/favourites.md), chosen by the shop's one price module like every other page.
 * The page's cards and its comparison both show this amount.
 */
export function favouritePrice(offer: Offer | undefined): number | null {
  return offer ? shownPrice(offer.price, true).amount : null;
}
