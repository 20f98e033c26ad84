import type { BoardCode, Offer } from '../../src/api/types';
import { fromDayNumber, isIsoDate, toDayNumber } from './dates';
import { buildFlights, flightStops } from './flights';
import { boardFactors, boardLabels, label, roomLabels, tourOperators, viewLabels } from './lexicon';
import type { Catalogue, CatalogueHotel, Language, RoomType } from './model';
import {
  adultPrice,
  airportFacts,
  fareWith,
  flightFare,
  isFlying,
  isFlyingWith,
  partyTotal,
  regionOf,
  stayPrice,
  stayWith,
  type Party,
} from './pricing';
import { codeNumber, hashString } from './prng';

/**
 * Offers are never stored: an offer id encodes hotel, departure day, nights, airport, room, board
 * and party, and everything else is recomputed from the seed. So millions of offers cost nothing.
 */
export interface OfferKey {
  hotelId: number;
  day: number;
  nights: number;
  airport: string;
  room: string;
  board: BoardCode;
  party: Party;
}

const boardCodes: readonly string[] = ['RO', 'BB', 'HB', 'FB', 'AI'];
const isBoardCode = (value: string): value is BoardCode => boardCodes.includes(value);

export function encodeOfferId(key: OfferKey): string {
  const date = fromDayNumber(key.day).replace(/-/g, '');
  const party = [key.party.adults, ...key.party.childAges].join('_');
  return [key.hotelId, date, key.nights, key.airport, key.room, key.board, party].join('-');
}

export function decodeOfferId(id: string): OfferKey | null {
  const m =
    /^(\d+)-(\d{4})(\d{2})(\d{2})-(\d{1,2})-([A-Z]{3})-([A-Z]{2,4})-([A-Z]{2})-(\d(?:_\d{1,2})*)$/.exec(
      id,
    );
  if (!m) return null;
  const [, hotel, y, mo, d, nights, airport, room, board, party] = m;
  if (!board || !isBoardCode(board) || !airport || !room || !party) return null;
  const [adults = 2, ...childAges] = party.split('_').map(Number);
  const iso = `${y}-${mo}-${d}`;
  if (!isIsoDate(iso)) return null;
  return {
    hotelId: Number(hotel),
    day: toDayNumber(iso),
    nights: Number(nights),
    airport,
    room,
    board,
    party: { adults, childAges },
  };
}

export function firstOfferDay(catalogue: Catalogue): number {
  return toDayNumber(catalogue.today) + 1;
}

export function lastOfferDay(catalogue: Catalogue): number {
  return toDayNumber(catalogue.today) + 365;
}

/** Whether the key names a bookable combination; unknown rooms, boards or days are not. */
export function isValidKey(catalogue: Catalogue, hotel: CatalogueHotel, key: OfferKey): boolean {
  return (
    key.day >= firstOfferDay(catalogue) &&
    key.day <= lastOfferDay(catalogue) &&
    key.nights >= 1 &&
    key.nights <= 28 &&
    key.party.adults >= 1 &&
    hotel.boards.includes(key.board) &&
    hotel.rooms.some((room) => room.code === key.room) &&
    isFlying(catalogue, hotel, key.day, key.airport)
  );
}

function room(hotel: CatalogueHotel, code: string): RoomType {
  return hotel.rooms.find((r) => r.code === code) ?? { code, factor: 1, views: [] };
}

/** The full offer for a key. */
export function buildOffer(
  catalogue: Catalogue,
  hotel: CatalogueHotel,
  key: OfferKey,
  language: Language,
): Offer {
  const parts = {
    flight: flightFare(catalogue, hotel, key.day, key.airport),
    stay: stayPrice(catalogue, hotel, key.day, key.nights),
  };
  const chosenRoom = room(hotel, key.room);
  const perAdult = adultPrice(parts, key.board, chosenRoom.factor);
  const id = encodeOfferId(key);
  const flights = buildFlights(catalogue, hotel, key.day, key.nights, key.airport, language);
  const operator = tourOperators.find((t) => t.code === hotel.tourOperator) ?? tourOperators[0];
  const comparison = hashString(id, catalogue.seed) / 4294967296;
  return {
    id,
    hotelId: hotel.id,
    price: {
      amount: partyTotal(perAdult, key.party),
      perPersonAmount: perAdult,
      currency: 'EUR',
      ...(comparison < 0.6
        ? {
            priceComparisonData: {
              averageCompetitorPrice: Math.round(perAdult * (1.03 + comparison * 0.25)),
              fallbackPercent: 5,
            },
          }
        : {}),
    },
    lengthOfStay: key.nights,
    departureDate: fromDayNumber(key.day),
    returnDate: fromDayNumber(key.day + key.nights),
    rooms: [
      {
        code: chosenRoom.code,
        name: label(roomLabels, chosenRoom.code, language),
        views: chosenRoom.views.map((code) => ({ code, name: label(viewLabels, code, language) })),
        board: { code: key.board, name: boardLabels[key.board][language] },
        transfer: hotel.transferIncluded,
      },
    ],
    tourOperator: { code: operator?.code ?? 'SWT', name: operator?.name ?? 'Sunwave Touristik' },
    departureAirport: flights.departureFlight.departureAirport,
    departureFlight: flights.departureFlight,
    returnFlight: flights.returnFlight,
    available: true,
    milesAmount: perAdult * 3,
  };
}

/** What a search asks for, already resolved to day numbers and codes. */
export interface OfferQuery {
  days: number[];
  nights: number[];
  airports: string[];
  party: Party;
  boards?: string[];
  rooms?: string[];
  views?: string[];
  maxStops?: number;
}

export interface CheapestMatch {
  key: OfferKey;
  perAdult: number;
}

/** Fares depend on region, day and airport only: one cache per request saves most of the work. */
export type FareCache = Map<number, number>;

export function cheapestRoom(hotel: CatalogueHotel, query: OfferQuery): RoomType | null {
  let best: RoomType | null = null;
  for (const candidate of hotel.rooms) {
    if (query.rooms?.length && !query.rooms.includes(candidate.code)) continue;
    if (query.views?.length && !candidate.views.some((v) => query.views?.includes(v))) continue;
    if (!best || candidate.factor < best.factor) best = candidate;
  }
  return best;
}

export function cheapestBoard(hotel: CatalogueHotel, query: OfferQuery): BoardCode | null {
  let best: BoardCode | null = null;
  for (const board of hotel.boards) {
    if (query.boards?.length && !query.boards.includes(board)) continue;
    if (!best || boardFactors[board] < boardFactors[best]) best = board;
  }
  return best;
}

/** The cheapest combination for the query, or null when nothing matches. */
export function findCheapest(
  catalogue: Catalogue,
  hotel: CatalogueHotel,
  query: OfferQuery,
  fares: FareCache = new Map(),
): CheapestMatch | null {
  const bestRoom = cheapestRoom(hotel, query);
  const board = cheapestBoard(hotel, query);
  if (!bestRoom || !board) return null;
  const region = regionOf(catalogue, hotel);
  const regionNum = codeNumber(region.airport);
  const airports = query.airports.map(airportFacts);
  const { seed } = catalogue;
  let best: CheapestMatch | null = null;
  for (const day of query.days) {
    for (const airport of airports) {
      if (!isFlyingWith(seed, hotel.id, day, airport)) continue;
      if (
        query.maxStops !== undefined &&
        flightStops(catalogue, region.airport, day, airport.code) > query.maxStops
      ) {
        continue;
      }
      // Numeric key: region airport, departure airport and day fit in a safe integer.
      const fareKey = (regionNum * 262144 + airport.num) * 65536 + day;
      let fare = fares.get(fareKey);
      if (fare === undefined) {
        fare = fareWith(seed, region, day, airport);
        fares.set(fareKey, fare);
      }
      for (const nights of query.nights) {
        const perAdult = adultPrice(
          { flight: fare, stay: stayWith(seed, region, hotel, day, nights) },
          board,
          bestRoom.factor,
        );
        if (!best || perAdult < best.perAdult) {
          best = {
            perAdult,
            key: {
              hotelId: hotel.id,
              day,
              nights,
              airport: airport.code,
              room: bestRoom.code,
              board,
              party: query.party,
            },
          };
        }
      }
    }
  }
  return best;
}
