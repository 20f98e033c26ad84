import type { BoardCode } from '../../src/api/types';
import { findDepartureAirport } from './airports';
import { demand } from './climate';
import { monthOfDay, weekdayOfDay } from './dates';
import { boardFactors } from './lexicon';
import type { Catalogue, CatalogueHotel, DestinationNode } from './model';
import { codeNumber, hashInts } from './prng';

/** The first hub of each market flies every day, so every hotel has offers every day. */
const alwaysFlying = new Set(['FRA', 'VIE', 'ZRH', 'LHR', 'DUB', 'FCO', 'MAD']);

export interface Party {
  adults: number;
  childAges: number[];
}

export const defaultParty: Party = { adults: 2, childAges: [] };

export function regionOf(catalogue: Catalogue, hotel: CatalogueHotel): DestinationNode {
  const region = catalogue.destinations.get(hotel.regionId);
  if (!region) throw new Error(`Hotel ${hotel.id} has no region`);
  return region;
}

/** Everything the hot pricing loop needs about a departure airport, looked up once. */
export interface AirportFacts {
  code: string;
  num: number;
  hub: boolean;
  /** Chance a given hotel is served on a given day; 1 for the daily hubs. */
  chance: number;
}

export function airportFacts(code: string): AirportFacts {
  const data = findDepartureAirport(code);
  const hub = data?.hub ?? false;
  const chance = !data ? 0 : alwaysFlying.has(data.code) ? 1 : hub ? 0.85 : 0.4;
  return { code: data?.code ?? code, num: codeNumber(data?.code ?? code), hub, chance };
}

export function isFlyingWith(
  seed: number,
  hotelId: number,
  day: number,
  airport: AirportFacts,
): boolean {
  if (airport.chance >= 1) return true;
  return hashInts(seed, 1, hotelId, day, airport.num) < airport.chance;
}

/** Whether a flight from `airport` reaches the hotel's region on that day. */
export function isFlying(
  catalogue: Catalogue,
  hotel: CatalogueHotel,
  day: number,
  airport: string,
): boolean {
  return isFlyingWith(catalogue.seed, hotel.id, day, airportFacts(airport));
}

/** Return flight fare per adult for a region, day and airport (EUR). */
export function fareWith(
  seed: number,
  region: DestinationNode,
  day: number,
  airport: AirportFacts,
): number {
  const base = 2 * (55 + region.flightMinutes * 0.55);
  const airportFactor = airport.hub ? 1 : 1.12;
  const season = demand(region.climate, monthOfDay(day)) ** 0.7;
  const weekday = weekdayOfDay(day);
  const weekend = weekday === 6 || weekday === 0 ? 1.06 : 1;
  const noise = 0.9 + 0.2 * hashInts(seed, 2, codeNumber(region.airport), day, airport.num);
  return base * airportFactor * season * weekend * noise;
}

export function flightFare(
  catalogue: Catalogue,
  hotel: CatalogueHotel,
  day: number,
  airport: string,
): number {
  return fareWith(catalogue.seed, regionOf(catalogue, hotel), day, airportFacts(airport));
}

/** Hotel price per adult for the stay, before board and room factors (EUR). */
export function stayWith(
  seed: number,
  region: DestinationNode,
  hotel: CatalogueHotel,
  day: number,
  nights: number,
): number {
  const season = demand(region.climate, monthOfDay(day));
  const longStay = nights >= 14 ? 0.92 : nights >= 10 ? 0.95 : 1;
  const noise = 0.95 + 0.12 * hashInts(seed, 3, hotel.id, day);
  return hotel.nightPrice * nights * season * longStay * noise;
}

export function stayPrice(
  catalogue: Catalogue,
  hotel: CatalogueHotel,
  day: number,
  nights: number,
): number {
  return stayWith(catalogue.seed, regionOf(catalogue, hotel), hotel, day, nights);
}

export interface PriceParts {
  flight: number;
  stay: number;
}

/** Per-adult package price for a board and room factor, rounded to whole euros. */
export function adultPrice(parts: PriceParts, board: BoardCode, roomFactor: number): number {
  return Math.round(parts.flight + parts.stay * boardFactors[board] * roomFactor);
}

/** Totals for a party: children 2-11 pay 65 %, teens the adult price, infants a flat fee. */
export function partyTotal(perAdult: number, party: Party): number {
  const children = party.childAges.reduce((sum, age) => {
    if (age < 2) return sum + 75;
    if (age <= 11) return sum + Math.round(perAdult * 0.65);
    return sum + perAdult;
  }, 0);
  return perAdult * party.adults + children;
}
