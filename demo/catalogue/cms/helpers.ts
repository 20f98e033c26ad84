import type { CmsImage, ProductSearch, TeaserOffer } from '../../../src/api/types';
import { addDays } from '../dates';
import { mediaUrl } from '../media';
import type { Catalogue, Language, LocalLanguage } from '../model';
import { matchHotels, sortMatches } from '../results';
import { resolveSearch } from '../searchQuery';
import { isLocalLanguage, nameIn } from '../language';
import { buildOffer } from '../offers';
import { slugify } from '../slug';
import { seoUrl } from '../seoPaths';

export function cmsImage(id: string, alt: string, width = 1920, height = 480): CmsImage {
  const url = mediaUrl('teaser', slugify(id), '1.svg');
  return { url, secure_url: url, alt, width, height };
}

export function destinationImage(destinationId: string, alt: string): CmsImage {
  const url = mediaUrl('destination', destinationId, '1.svg');
  return { url, secure_url: url, alt, width: 1140, height: 330 };
}

/**
 * Where CMS content links a destination, without a locale (the shop adds the visitor's): in German
 * its page of the destination content area, which exists in German only; in other languages the
 * destination's result list, so no other visitor lands on a German page.
 */
export function destinationLink(
  catalogue: Catalogue,
  destinationId: string,
  language: Language,
): string {
  const node = catalogue.destinations.get(destinationId);
  if (!node) return '/';
  return language === 'de'
    ? seoUrl(catalogue, node).replace(/^\/[a-z]{2}-[a-z]{2}/, '')
    : `/search?dest=${encodeURIComponent(destinationId)}`;
}

export function destinationName(
  catalogue: Catalogue,
  destinationId: string,
  language: Language,
): string {
  const node = catalogue.destinations.get(destinationId);
  return node ? nameIn(node, language) : destinationId;
}

/** The cheapest week in a destination about a month ahead, as a teaser product box. */
export function teaserOffer(
  catalogue: Catalogue,
  destinationId: string,
  language: Language,
): TeaserOffer | undefined {
  const departureDate = addDays(catalogue.today, 30);
  const productSearch: ProductSearch = {
    destinations: [destinationId],
    travelPeriod: { departureDate, returnDate: addDays(departureDate, 14), duration: '7' },
  };
  const resolved = resolveSearch(catalogue, productSearch);
  // A dozen hotels are enough for a teaser price and keep page loads fast.
  const sample = resolved.hotelIds ? new Set([...resolved.hotelIds].slice(0, 12)) : null;
  const best = sortMatches(matchHotels(catalogue, { ...resolved, hotelIds: sample }), 'price')[0];
  if (!best) return undefined;
  const offer = buildOffer(catalogue, best.hotel, best.match.key, language);
  const room = offer.rooms[0];
  return {
    hotelId: best.hotel.id,
    hotelName: best.hotel.name,
    category: best.hotel.category,
    price: {
      perPersonAmount: offer.price.perPersonAmount,
      oldPrice: Math.round(offer.price.perPersonAmount * 1.15),
      currency: 'EUR',
    },
    lengthOfStay: offer.lengthOfStay,
    rooms: room ? [{ name: room.name, board: { name: room.board.name } }] : [],
    milesAmount: offer.milesAmount ?? offer.price.perPersonAmount * 3,
    departureDateMinOffset: 30,
    returnDateMinOffset: 37,
    productSearch,
  };
}

/** The text of the page's language: every CMS text is written in all of them. */
export function pick<T>(language: Language, texts: Record<Language, T>): T {
  return texts[language];
}

/**
 * A picture's description: German and English pages have always carried the English one; the
 * added languages get their own, so a screen reader never reads English to them.
 */
export function pictureAlt(
  language: Language,
  english: string,
  local: Record<LocalLanguage, string>,
): string {
  return isLocalLanguage(language) ? local[language] : english;
}
