import type {
  Facet,
  FilterGroupKey,
  FilterOption,
  MixedResultItem,
  SortKey,
  SortingInfo,
} from '../../src/api/types';
import { searchHotel } from './hotelView';
import { attributeLabels, boardLabels, label, roomLabels, viewLabels } from './lexicon';
import type { Catalogue, CatalogueHotel, Language } from './model';
import { buildOffer, findCheapest, type CheapestMatch, type FareCache } from './offers';
import { candidateHotels, type ResolvedSearch } from './searchQuery';

export interface MatchedHotel {
  hotel: CatalogueHotel;
  match: CheapestMatch;
}

/** Every candidate hotel with its cheapest matching offer; hotels without one drop out. */
export function matchHotels(catalogue: Catalogue, resolved: ResolvedSearch): MatchedHotel[] {
  const fares: FareCache = new Map();
  const matches: MatchedHotel[] = [];
  for (const hotel of candidateHotels(catalogue, resolved)) {
    const match = findCheapest(catalogue, hotel, resolved.query, fares);
    if (!match) continue;
    if (resolved.maxPrice !== null && match.perAdult > resolved.maxPrice) continue;
    matches.push({ hotel, match });
  }
  return matches;
}

const sorters: Record<SortKey, (a: MatchedHotel, b: MatchedHotel) => number> = {
  price: (a, b) => a.match.perAdult - b.match.perAdult,
  price_desc: (a, b) => b.match.perAdult - a.match.perAdult,
  rating: (a, b) => b.hotel.ratings.holidaycheck - a.hotel.ratings.holidaycheck,
  category: (a, b) => b.hotel.category - a.hotel.category,
  recommendation: (a, b) => b.hotel.recommendation - a.hotel.recommendation,
};

export const sortKeys = Object.keys(sorters) as SortKey[];

export function isSortKey(value: unknown): value is SortKey {
  return typeof value === 'string' && (sortKeys as string[]).includes(value);
}

export function sortMatches(matches: MatchedHotel[], sort: SortKey): MatchedHotel[] {
  return [...matches].sort((a, b) => sorters[sort](a, b) || a.hotel.id - b.hotel.id);
}

const sortLabels: Record<SortKey, { en: string; de: string }> = {
  price: { en: 'Price (lowest first)', de: 'Preis aufsteigend' },
  price_desc: { en: 'Price (highest first)', de: 'Preis absteigend' },
  rating: { en: 'Guest rating', de: 'Bewertung' },
  category: { en: 'Stars', de: 'Sterne' },
  recommendation: { en: 'Recommendation', de: 'Weiterempfehlung' },
};

export function sortingInfo(selected: SortKey, language: Language): SortingInfo {
  return {
    selected,
    default: 'price',
    options: sortKeys.map((value) => ({ value, label: sortLabels[value][language] })),
  };
}

export function resultItem(
  catalogue: Catalogue,
  matched: MatchedHotel,
  language: Language,
  withWeather = false,
): MixedResultItem {
  const offer = buildOffer(catalogue, matched.hotel, matched.match.key, language);
  return {
    hotels: [searchHotel(catalogue, matched.hotel, language, withWeather)],
    offers: [offer],
    productSearch: {
      hotel: { references: { giataCode: matched.hotel.giataCode, hotelId: matched.hotel.id } },
      flight: {
        departureAirports: [offer.departureAirport.code],
        airlineCodes: [offer.departureFlight.airline.code],
      },
      travelPeriod: {
        departureDate: offer.departureDate,
        returnDate: offer.returnDate,
        duration: String(offer.lengthOfStay),
      },
    },
    hubCurrency: 'EUR',
  };
}

const priceSteps = [500, 800, 1200, 2000];
const ratingSteps = ['5.5', '5.0', '4.5', '4.0'];
const categorySteps = [2, 3, 4, 5];

function counted(
  codes: string[],
  matches: MatchedHotel[],
  has: (m: MatchedHotel, code: string) => boolean,
): Facet[] {
  return codes.map((code) => ({ code, count: matches.filter((m) => has(m, code)).length }));
}

/** Counts per filter value over the matched hotels (design decision: no per-group exclusion). */
export function facetsOf(matches: MatchedHotel[]): Record<FilterGroupKey, Facet[]> {
  const collect = (pick: (hotel: CatalogueHotel) => string[]) =>
    [...new Set(matches.flatMap((m) => pick(m.hotel)))].sort();
  return {
    price: counted(priceSteps.map(String), matches, (m, code) => m.match.perAdult <= Number(code)),
    rating: counted(
      ratingSteps,
      matches,
      (m, code) => m.hotel.ratings.holidaycheck >= Number(code),
    ),
    category: counted(
      categorySteps.map(String),
      matches,
      (m, code) => m.hotel.category >= Number(code),
    ),
    amenities: counted(
      collect((h) => h.attributes),
      matches,
      (m, code) => m.hotel.attributes.includes(code),
    ),
    board: counted(
      collect((h) => h.boards),
      matches,
      (m, code) => m.hotel.boards.some((b) => b === code),
    ),
    room: counted(
      collect((h) => h.rooms.map((r) => r.code)),
      matches,
      (m, code) => m.hotel.rooms.some((r) => r.code === code),
    ),
    view: counted(
      collect((h) => h.rooms.flatMap((r) => r.views)),
      matches,
      (m, code) => m.hotel.rooms.some((r) => r.views.includes(code)),
    ),
  };
}

/** Facets as filter options with labels and the active state of the current search. */
export function filterOptions(
  facets: Record<FilterGroupKey, Facet[]>,
  resolved: ResolvedSearch,
  language: Language,
): Record<FilterGroupKey, FilterOption[]> {
  const de = language === 'de';
  const labelFor: Record<FilterGroupKey, (code: string) => string> = {
    price: (code) => (de ? `bis ${code} €` : `up to €${code}`),
    rating: (code) => (de ? `ab ${code.replace('.', ',')}` : `${code}+`),
    category: (code) => (de ? `ab ${code} Sterne` : `${code}+ stars`),
    amenities: (code) => label(attributeLabels, code, language),
    board: (code) =>
      code in boardLabels ? boardLabels[code as keyof typeof boardLabels][language] : code,
    room: (code) => label(roomLabels, code, language),
    view: (code) => label(viewLabels, code, language),
  };
  const activeFor: Record<FilterGroupKey, (code: string) => boolean> = {
    price: (code) => resolved.maxPrice === Number(code),
    rating: (code) => resolved.minRating === Number(code),
    category: (code) => resolved.minCategory === Number(code),
    amenities: (code) => resolved.attributes.includes(code),
    board: (code) => resolved.query.boards?.includes(code) ?? false,
    room: (code) => resolved.query.rooms?.includes(code) ?? false,
    view: (code) => resolved.query.views?.includes(code) ?? false,
  };
  const groups = Object.keys(facets) as FilterGroupKey[];
  return Object.fromEntries(
    groups.map((group) => [
      group,
      facets[group].map(({ code, count }) => ({
        value: code,
        label: labelFor[group](code),
        ...(group === 'rating'
          ? { data: { type: 'qualifier', name: 'rating', value: code, operator: 'ge' } }
          : {}),
        count,
        available: count > 0,
        active: activeFor[group](code),
      })),
    ]),
  ) as Record<FilterGroupKey, FilterOption[]>;
}
