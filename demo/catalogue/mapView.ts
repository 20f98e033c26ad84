import type { GalleryDestination, MapHotelSummary, MapPlace } from '../../src/api/types';
import { hotelImages, mediaUrl } from './media';
import { airportNameIn, formatPrice, isLocalLanguage, nameIn as nameOf } from './language';
import type { Catalogue, DestinationNode, Language, LocalLanguage } from './model';
import { arrivalAirports } from './places';
import { partyTotal } from './pricing';
import { matchHotels, sortMatches, type MatchedHotel } from './results';
import { resolveSearch, type ResolvedSearch } from './searchQuery';

/** "from" before a price, and the word for hotels after a count, in the added languages. */
const localWords: Record<LocalLanguage, { from: string; hotel: string; hotels: string }> = {
  it: { from: 'da', hotel: 'hotel', hotels: 'hotel' },
  es: { from: 'desde', hotel: 'hotel', hotels: 'hoteles' },
  fr: { from: 'dès', hotel: 'hôtel', hotels: 'hôtels' },
};

/** "ab 499 €" and "from €499" as ever; the added languages format the price with Intl. */
function from(language: Language, locale: string, amount: number): string {
  if (isLocalLanguage(language))
    return `${localWords[language].from} ${formatPrice(amount, locale)}`;
  return language === 'de' ? `ab ${amount} €` : `from €${amount}`;
}

function hotelCount(language: Language, count: number): string {
  if (!isLocalLanguage(language)) return `${count} Hotels`;
  const words = localWords[language];
  return `${count} ${count === 1 ? words.hotel : words.hotels}`;
}

function grouped(
  catalogue: Catalogue,
  matches: MatchedHotel[],
  level: 'cityId' | 'countryId',
): Map<DestinationNode, MatchedHotel[]> {
  const groups = new Map<DestinationNode, MatchedHotel[]>();
  for (const m of matches) {
    const node = catalogue.destinations.get(m.hotel[level]);
    if (!node) continue;
    groups.set(node, [...(groups.get(node) ?? []), m]);
  }
  return groups;
}

/**
 * Design decision: the staticGroupIdList of get_map_results narrows the search to those
 * destinations (the visitor opened one on the map), so their places are not lost behind the
 * 100 places of the whole search. Without groups the search stays as it is.
 */
export function narrowToGroups(
  catalogue: Catalogue,
  resolved: ResolvedSearch,
  groups: number[] | undefined,
): ResolvedSearch {
  if (!groups?.length) return resolved;
  const inGroups = resolveSearch(catalogue, { staticGroupIdList: groups }).hotelIds ?? new Set();
  const hotelIds = resolved.hotelIds
    ? new Set([...resolved.hotelIds].filter((id) => inGroups.has(id)))
    : inGroups;
  return { ...resolved, hotelIds };
}

/** What the map's hotel card shows, built from the same facts as the list item (results.ts). */
export function mapHotelSummary(
  catalogue: Catalogue,
  { hotel, match }: MatchedHotel,
  language: Language,
): MapHotelSummary {
  const location = [hotel.cityId, hotel.regionId, hotel.countryId]
    .map((id) => catalogue.destinations.get(id))
    .flatMap((node) => (node ? [nameOf(node, language)] : []));
  return {
    name: hotel.name,
    slugPath: hotel.slugPath,
    slugName: hotel.slugName,
    image: hotelImages(hotel)[0]?.link ?? '',
    location,
    category: hotel.category,
    averageRating: hotel.ratings.holidaycheck,
    reviewsCount: hotel.reviewsCount,
    recommendationsTotal: hotel.recommendation,
    lengthOfStay: match.key.nights,
    perPersonAmount: match.perAdult,
    amount: partyTotal(match.perAdult, match.key.party),
  };
}

/**
 * Design decision: the box of every hotel the request matches (not only the 100 places sent),
 * so the shop fits a region, or a country or destination opened on the map, to its hotels.
 */
export function hotelBounds(
  matches: MatchedHotel[],
): [west: number, south: number, east: number, north: number] | undefined {
  if (matches.length === 0) return undefined;
  const lats = matches.map((m) => m.hotel.lat);
  const lngs = matches.map((m) => m.hotel.lng);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}

/** Map places by zoom: >= 11 hotels, >= 7 destinations and airports, else global. */
export function mapPlaces(
  catalogue: Catalogue,
  matches: MatchedHotel[],
  zoom: number,
  language: Language,
  limit: number,
  locale = 'de-de',
): MapPlace[] {
  if (zoom >= 11) {
    return sortMatches(matches, 'price')
      .slice(0, limit)
      .map((matched) => ({
        id: `hotel-${matched.hotel.id}`,
        lat: matched.hotel.lat,
        lng: matched.hotel.lng,
        type: 'hotel',
        tooltipText: `${matched.hotel.name} · ${from(language, locale, matched.match.perAdult)}`,
        hotelId: matched.hotel.id,
        perPersonAmount: matched.match.perAdult,
        category: matched.hotel.category,
        hotel: mapHotelSummary(catalogue, matched, language),
      }));
  }
  const level = zoom >= 7 ? 'cityId' : 'countryId';
  const places: MapPlace[] = [...grouped(catalogue, matches, level)].map(([node, group]) => {
    const cheapest = Math.min(...group.map((m) => m.match.perAdult));
    return {
      id: node.id,
      lat: node.lat,
      lng: node.lng,
      type: level === 'cityId' ? 'destination' : 'global',
      name: nameOf(node, language),
      tooltipText: `${nameOf(node, language)} · ${hotelCount(language, group.length)} · ${from(language, locale, cheapest)}`,
      count: group.length,
      staticGroupId: node.staticGroupId,
      perPersonAmount: cheapest,
    };
  });
  if (level === 'cityId') {
    const codes = new Set(
      matches.map((m) => catalogue.destinations.get(m.hotel.regionId)?.airport),
    );
    for (const airport of arrivalAirports.filter((a) => codes.has(a.code))) {
      const name = airportNameIn(airport, language);
      places.push({
        id: `airport-${airport.code}`,
        lat: airport.lat,
        lng: airport.lng,
        type: 'airport',
        name,
        tooltipText: `${name} (${airport.code})`,
      });
    }
  }
  return places;
}

/** Region cards for the all-destinations gallery; prices come from a sample of each region. */
export function galleryDestinations(
  catalogue: Catalogue,
  resolved: ResolvedSearch,
  language: Language,
  arrivalAirport?: string,
): GalleryDestination[] {
  const regions = [...catalogue.destinations.values()].filter(
    (node) =>
      node.type === 'region' && (!arrivalAirport || node.airport === arrivalAirport.toUpperCase()),
  );
  return regions.map((region) => {
    const sample = new Set(region.hotelIds.slice(0, 10));
    const cheapest = sortMatches(
      matchHotels(catalogue, { ...resolved, hotelIds: sample }),
      'price',
    )[0];
    const country = catalogue.destinations.get(region.parentId ?? '');
    return {
      id: region.id,
      name: nameOf(region, language),
      type: region.type,
      countryName: country ? nameOf(country, language) : '',
      image: mediaUrl('destination', region.id, '1.svg'),
      hotelCount: region.hotelIds.length,
      perPersonAmount: cheapest?.match.perAdult ?? null,
      staticGroupId: region.staticGroupId,
    };
  });
}
