import type { MixedResultItem } from '../../../api/types';
import { favouritePrice } from './favouritePrice';

/**
 * One hotel's column of the side-by-side comparison (docs/rules/favourites.md, "The comparison").
 */
export interface ComparisonColumn {
  hotelId: number;
  name: string;
  slugPath: string;
  slugName: string;
  category: number;
  /** City, region and country without repeats; '' when none is known. */
  location: string;
  /** Null without reviews: an average of nothing is no rating. */
  rating: { average: number; count: number } | null;
  board: string | null;
  nights: number | null;
  /** In the hub currency of the item. */
  perPersonAmount: number | null;
  hubCurrency: string;
}

function joinLocation(parts: readonly (string | undefined)[]): string {
  const kept: string[] = [];
  for (const part of parts) {
    const text = part?.trim();
    if (text && !kept.includes(text)) kept.push(text);
  }
  return kept.join(', ');
}

/** The comparison's columns, one per saved hotel in the list's order; items without a hotel are left out. */
export function comparisonColumns(items: readonly MixedResultItem[]): ComparisonColumn[] {
  return items.flatMap((item) => {
    const hotel = item.hotels[0];
    if (!hotel) return [];
    const offer = item.offers[0];
    const { city, region, country } = hotel.location;
    return [
      {
        hotelId: hotel.id,
        name: hotel.name,
        slugPath: hotel.slugPath,
        slugName: hotel.slugName,
        category: hotel.category,
        location: joinLocation([city?.name, region?.name, country?.name]),
        rating:
          hotel.ratings && hotel.ratings.reviewsCount > 0
            ? { average: hotel.ratings.averageRating, count: hotel.ratings.reviewsCount }
            : null,
        board: offer?.rooms[0]?.board.name ?? null,
        nights: offer?.lengthOfStay ?? null,
        perPersonAmount: favouritePrice(offer),
        hubCurrency: item.hubCurrency,
      },
    ];
  });
}
