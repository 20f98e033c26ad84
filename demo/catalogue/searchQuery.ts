import type { ProductSearch } from '../../src/api/types';
import { departureAirports } from './airports';
import { addDays, fromDayNumber, isIsoDate, toDayNumber } from './dates';
import type { Catalogue, CatalogueHotel } from './model';
import { firstOfferDay, lastOfferDay, type OfferQuery } from './offers';
import type { Party } from './pricing';

/** Airports searched when the visitor picked none (design decision: the German hubs). */
export const defaultAirports = ['FRA', 'MUC', 'DUS', 'HAM', 'BER'];
const groupKeys = new Set(['North', 'South', 'West', 'East']);
/** Bounds the work per hotel: at most this many departure days are priced. */
const maxSampledDays = 7;

export interface ResolvedSearch {
  query: OfferQuery;
  /** null: every hotel. */
  hotelIds: Set<number> | null;
  attributes: string[];
  minCategory: number;
  minRating: number;
  maxPrice: number | null;
  departureDate: string;
  returnDate: string;
}

/** Whole years from a birth date (YYYY-MM-DD) to a day; null for no valid date. */
export function ageOn(birth: string | undefined, day: string): number | null {
  if (!birth || !isIsoDate(birth)) return null;
  const [by, bm, bd] = birth.split('-').map(Number);
  const [y, m, d] = day.split('-').map(Number);
  if (
    by === undefined ||
    bm === undefined ||
    bd === undefined ||
    y === undefined ||
    m === undefined ||
    d === undefined
  )
    return null;
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export function partyOf(search: ProductSearch | undefined, departureDate: string): Party {
  const travellers = search?.travellers;
  const adults = Math.min(9, Math.max(1, travellers?.adults?.length ?? 2));
  const kids = [...(travellers?.children ?? []), ...(travellers?.babies ?? [])];
  const childAges = kids.map((kid) =>
    Math.max(0, Math.min(17, ageOn(kid.dateOfBirth, departureDate) ?? 8)),
  );
  return { adults, childAges };
}

/** Nights for a duration string: '7', '7-14' (up to three values) or empty. */
export function nightsOf(duration: string | undefined, span: number): number[] {
  const clamp = (n: number) => Math.min(21, Math.max(1, Math.round(n)));
  const single = /^\s*(\d{1,2})\s*$/.exec(duration ?? '');
  if (single) return [clamp(Number(single[1]))];
  const range = /^\s*(\d{1,2})\s*-\s*(\d{1,2})\s*$/.exec(duration ?? '');
  if (range) {
    const from = clamp(Number(range[1]));
    const to = clamp(Number(range[2]));
    return [...new Set([from, clamp((from + to) / 2), to])].sort((a, b) => a - b);
  }
  return [span >= 1 && span <= 21 ? span : 7];
}

export function airportsOf(codes: string[] | undefined): string[] {
  const expanded = (codes ?? []).flatMap((code) =>
    groupKeys.has(code)
      ? departureAirports.filter((a) => a.group === code).map((a) => a.code)
      : departureAirports.some((a) => a.code === code.toUpperCase())
        ? [code.toUpperCase()]
        : [],
  );
  return expanded.length ? [...new Set(expanded)] : defaultAirports;
}

function hotelsOfSearch(
  catalogue: Catalogue,
  search: ProductSearch | undefined,
): Set<number> | null {
  const ids = new Set<number>();
  let restricted = false;
  const addNode = (id: string) => {
    const hotelMatch = /^hotel-(\d+)$/.exec(id);
    if (hotelMatch) {
      ids.add(Number(hotelMatch[1]));
      return;
    }
    catalogue.destinations.get(id)?.hotelIds.forEach((hotelId) => ids.add(hotelId));
  };
  for (const id of search?.destinations ?? []) {
    restricted = true;
    addNode(id);
  }
  for (const group of search?.staticGroupIdList ?? []) {
    restricted = true;
    const node = catalogue.byStaticGroupId.get(group);
    if (node) addNode(node.id);
  }
  const refs = search?.hotel?.references;
  if (refs?.hotelId !== undefined || refs?.giataCode !== undefined) {
    restricted = true;
    const hotel = catalogue.hotels.find(
      (h) => h.id === refs.hotelId || h.giataCode === refs.giataCode,
    );
    if (hotel) ids.add(hotel.id);
  }
  const keyword = search?.keywordSearch?.keyword?.trim().toLowerCase();
  if (!restricted && keyword && keyword.length >= 2) {
    restricted = true;
    for (const hotel of catalogue.hotels) {
      if (matchesKeyword(catalogue, hotel, keyword)) ids.add(hotel.id);
    }
  }
  return restricted ? ids : null;
}

function matchesKeyword(catalogue: Catalogue, hotel: CatalogueHotel, keyword: string): boolean {
  if (hotel.name.toLowerCase().includes(keyword)) return true;
  return [hotel.cityId, hotel.regionId, hotel.countryId].some((id) => {
    const node = catalogue.destinations.get(id);
    // Every name of the place counts, the Italian, Spanish and French ones too (Maiorca).
    return (
      !!node &&
      [node.name, node.nameDe, ...Object.values(node.names ?? {})].some((name) =>
        name.toLowerCase().includes(keyword),
      )
    );
  });
}

/** Turns the shop's product search into what the catalogue can price. */
export function resolveSearch(
  catalogue: Catalogue,
  search: ProductSearch | undefined,
): ResolvedSearch {
  const first = firstOfferDay(catalogue);
  const last = lastOfferDay(catalogue);
  const period = search?.travelPeriod;
  const wantedDeparture = isIsoDate(period?.departureDate)
    ? toDayNumber(period.departureDate)
    : first + 20;
  const departure = Math.min(last, Math.max(first, wantedDeparture));
  const wantedReturn = isIsoDate(period?.returnDate)
    ? toDayNumber(period.returnDate)
    : departure + 1;
  const returnDay = Math.max(departure + 1, wantedReturn);
  const nights = nightsOf(period?.duration, returnDay - departure);
  const lastDeparture = Math.min(last, Math.max(departure, returnDay - Math.min(...nights)));
  const spanDays = lastDeparture - departure + 1;
  const step = Math.max(1, Math.ceil(spanDays / maxSampledDays));
  const days: number[] = [];
  for (let day = departure; day <= lastDeparture; day += step) days.push(day);
  const departureDate = fromDayNumber(departure);
  const room = search?.hotel?.rooms?.[0];
  const maxStops = search?.flight?.maxStops;
  return {
    query: {
      days,
      nights,
      airports: airportsOf(search?.flight?.departureAirports),
      party: partyOf(search, departureDate),
      boards: room?.boardCodeList ?? [],
      rooms: room?.roomCodeList ?? [],
      views: room?.viewCodeList ?? [],
      ...(maxStops !== undefined && maxStops < 10000 ? { maxStops } : {}),
    },
    hotelIds: hotelsOfSearch(catalogue, search),
    attributes: search?.hotel?.attributes ?? [],
    minCategory: search?.hotel?.category ?? 0,
    minRating: search?.hotel?.minRating ?? 0,
    maxPrice: search?.price?.max && search.price.max > 0 ? search.price.max : null,
    departureDate,
    returnDate: isIsoDate(period?.returnDate)
      ? fromDayNumber(returnDay)
      : addDays(departureDate, Math.max(...nights)),
  };
}

/** Hotels passing the static filters (destination, stars, rating, amenities). */
export function candidateHotels(catalogue: Catalogue, resolved: ResolvedSearch): CatalogueHotel[] {
  const pool = resolved.hotelIds
    ? [...resolved.hotelIds].flatMap((id) => catalogue.hotelsById.get(id) ?? [])
    : catalogue.hotels;
  return pool.filter(
    (hotel) =>
      hotel.category >= resolved.minCategory &&
      hotel.ratings.holidaycheck >= resolved.minRating &&
      resolved.attributes.every((code) => hotel.attributes.includes(code)),
  );
}
