import type {
  Facet,
  FilterGroupKey,
  FilterOption,
  MixedResultItem,
  SortKey,
  SortingInfo,
} from '../../src/api/types';
import { facetGroupOrder } from '../../src/features/resultlist/model/facets';
import { searchHotel } from './hotelView';
import { attributeLabels, boardLabels, label, roomLabels, viewLabels } from './lexicon';
import { formatPrice, intlTagOf, isLocalLanguage } from './language';
import type { Catalogue, CatalogueHotel, Language, LocalLanguage } from './model';
import {
  buildOffer,
  cheapestBoard,
  cheapestRoom,
  findCheapest,
  type CheapestMatch,
  type FareCache,
  type OfferQuery,
} from './offers';
import { candidateHotels, type ResolvedSearch } from './searchQuery';

export interface MatchedHotel {
  hotel: CatalogueHotel;
  match: CheapestMatch;
}

/** Prices a hotel's cheapest offer for a query; see offerPricer. */
export type HotelPricer = (hotel: CatalogueHotel, query: OfferQuery) => CheapestMatch | null;

/**
 * findCheapest with a memory. A hotel's cheapest offer depends on the query's board, room and view
 * lists only through the room and board they pick, so queries that differ only there (one per
 * filter option when counting facets) share the work. One pricer serves one search: the dates,
 * airports, party and stops of every query it sees must be the same.
 */
export function offerPricer(catalogue: Catalogue): HotelPricer {
  const fares: FareCache = new Map();
  const memo = new Map<string, CheapestMatch | null>();
  return (hotel, query) => {
    const room = cheapestRoom(hotel, query);
    const board = cheapestBoard(hotel, query);
    if (!room || !board) return null;
    const key = `${hotel.id}|${room.code}|${board}`;
    let match = memo.get(key);
    if (match === undefined) {
      match = findCheapest(
        catalogue,
        hotel,
        { ...query, rooms: [room.code], boards: [board], views: [] },
        fares,
      );
      memo.set(key, match);
    }
    return match;
  };
}

/** Every candidate hotel with its cheapest matching offer; hotels without one drop out. */
export function matchHotels(
  catalogue: Catalogue,
  resolved: ResolvedSearch,
  price: HotelPricer = offerPricer(catalogue),
): MatchedHotel[] {
  const matches: MatchedHotel[] = [];
  for (const hotel of candidateHotels(catalogue, resolved)) {
    const match = price(hotel, resolved.query);
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

const sortLabels: Record<SortKey, Record<Language, string>> = {
  price: {
    en: 'Price (lowest first)',
    de: 'Preis aufsteigend',
    it: 'Prezzo crescente',
    es: 'Precio: de menor a mayor',
    fr: 'Prix croissant',
  },
  price_desc: {
    en: 'Price (highest first)',
    de: 'Preis absteigend',
    it: 'Prezzo decrescente',
    es: 'Precio: de mayor a menor',
    fr: 'Prix décroissant',
  },
  rating: {
    en: 'Guest rating',
    de: 'Bewertung',
    it: 'Valutazione degli ospiti',
    es: 'Valoración de los clientes',
    fr: 'Avis des clients',
  },
  category: { en: 'Stars', de: 'Sterne', it: 'Stelle', es: 'Estrellas', fr: 'Étoiles' },
  recommendation: {
    en: 'Recommendation',
    de: 'Weiterempfehlung',
    it: 'Consigliato dagli ospiti',
    es: 'Recomendación',
    fr: 'Taux de recommandation',
  },
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

const addCode = (codes: readonly string[] | undefined, code: string) =>
  codes?.includes(code) ? [...codes] : [...(codes ?? []), code];

/**
 * The search with one more option chosen, as the shop chooses it: a threshold (price, rating,
 * stars) replaces its group's value; a code is added to its group's list (amenities must all be
 * there, a board, room or view is one of the listed).
 */
export function withChoice(
  resolved: ResolvedSearch,
  group: FilterGroupKey,
  code: string,
): ResolvedSearch {
  const { query } = resolved;
  switch (group) {
    case 'price':
      return { ...resolved, maxPrice: Number(code) };
    case 'rating':
      return { ...resolved, minRating: Number(code) };
    case 'category':
      return { ...resolved, minCategory: Number(code) };
    case 'amenities':
      return { ...resolved, attributes: addCode(resolved.attributes, code) };
    case 'board':
      return { ...resolved, query: { ...query, boards: addCode(query.boards, code) } };
    case 'room':
      return { ...resolved, query: { ...query, rooms: addCode(query.rooms, code) } };
    case 'view':
      return { ...resolved, query: { ...query, views: addCode(query.views, code) } };
  }
}

/** The search without any choice in the group; every other filter stays. */
function withoutGroup(resolved: ResolvedSearch, group: FilterGroupKey): ResolvedSearch {
  const { query } = resolved;
  switch (group) {
    case 'price':
      return { ...resolved, maxPrice: null };
    case 'rating':
      return { ...resolved, minRating: 0 };
    case 'category':
      return { ...resolved, minCategory: 0 };
    case 'amenities':
      return { ...resolved, attributes: [] };
    case 'board':
      return { ...resolved, query: { ...query, boards: [] } };
    case 'room':
      return { ...resolved, query: { ...query, rooms: [] } };
    case 'view':
      return { ...resolved, query: { ...query, views: [] } };
  }
}

/**
 * Facets whose counts tell what choosing the option gives (docs/rules/result-list.md): each count
 * is the result count of the search with that option chosen (withChoice), every other group's
 * choice applied. A group lists the codes of the hotels its other groups leave, so a code that
 * would widen the list is offered even when none of today's results has it.
 */
export function facetCounts(
  catalogue: Catalogue,
  resolved: ResolvedSearch,
  price: HotelPricer = offerPricer(catalogue),
  /** A condition the answer applies after the search (a destination page's recommendation). */
  listed: (match: MatchedHotel) => boolean = () => true,
): Record<FilterGroupKey, Facet[]> {
  const countWith = (group: FilterGroupKey, code: string) =>
    matchHotels(catalogue, withChoice(resolved, group, code), price).filter(listed).length;
  const steps: Partial<Record<FilterGroupKey, readonly string[]>> = {
    price: priceSteps.map(String),
    rating: ratingSteps,
    category: categorySteps.map(String),
  };
  const codesOfHotel: Partial<Record<FilterGroupKey, (hotel: CatalogueHotel) => string[]>> = {
    amenities: (h) => h.attributes,
    board: (h) => h.boards,
    room: (h) => h.rooms.map((r) => r.code),
    view: (h) => h.rooms.flatMap((r) => r.views),
  };
  const codesOf = (group: FilterGroupKey): string[] => {
    const fixed = steps[group];
    const pick = codesOfHotel[group];
    if (fixed || !pick) return [...(fixed ?? [])];
    const left = matchHotels(catalogue, withoutGroup(resolved, group), price).filter(listed);
    return [...new Set(left.flatMap((m) => pick(m.hotel)))].sort();
  };
  return Object.fromEntries(
    facetGroupOrder.map((group) => [
      group,
      codesOf(group).map((code) => ({ code, count: countWith(group, code) })),
    ]),
  ) as Record<FilterGroupKey, Facet[]>;
}

/** How the added languages word the threshold filters; amounts and decimals come from Intl. */
const localThresholds: Record<
  LocalLanguage,
  Record<'price' | 'rating' | 'category', (value: string) => string>
> = {
  it: {
    price: (amount) => `fino a ${amount}`,
    rating: (score) => `da ${score} in su`,
    category: (stars) => `da ${stars} stelle in su`,
  },
  es: {
    price: (amount) => `hasta ${amount}`,
    rating: (score) => `${score} o más`,
    category: (stars) => `${stars} estrellas o más`,
  },
  fr: {
    price: (amount) => `jusqu’à ${amount}`,
    rating: (score) => `${score} et plus`,
    category: (stars) => `${stars} étoiles et plus`,
  },
};

/** Facets as filter options with labels and the active state of the current search. */
export function filterOptions(
  facets: Record<FilterGroupKey, Facet[]>,
  resolved: ResolvedSearch,
  language: Language,
  locale = 'de-de',
): Record<FilterGroupKey, FilterOption[]> {
  const de = language === 'de';
  const thresholds = isLocalLanguage(language) ? localThresholds[language] : null;
  const decimal = new Intl.NumberFormat(intlTagOf(locale), { minimumFractionDigits: 1 });
  const labelFor: Record<FilterGroupKey, (code: string) => string> = {
    price: (code) =>
      thresholds
        ? thresholds.price(formatPrice(Number(code), locale))
        : de
          ? `bis ${code} €`
          : `up to €${code}`,
    rating: (code) =>
      thresholds
        ? thresholds.rating(decimal.format(Number(code)))
        : de
          ? `ab ${code.replace('.', ',')}`
          : `${code}+`,
    category: (code) =>
      thresholds ? thresholds.category(code) : de ? `ab ${code} Sterne` : `${code}+ stars`,
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
