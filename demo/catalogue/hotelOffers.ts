import type { CascadeOption, FlightOption, Offer, RoomBoardCell } from '../../src/api/types';
import { daysInMonth, fromDayNumber, toDayNumber } from './dates';
import { intlTagOf, isLocalLanguage, nightsIn } from './language';
import type { Catalogue, CatalogueHotel, Language } from './model';
import {
  buildOffer,
  decodeOfferId,
  findCheapest,
  firstOfferDay,
  isValidKey,
  lastOfferDay,
  type CheapestMatch,
  type OfferKey,
  type OfferQuery,
} from './offers';

/** Lengths of stay the hotel cascade offers. */
export const cascadeNights = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 21];

/** An offer id the shop sent, checked against the hotel and the bookable window. */
export function offerKeyFor(
  catalogue: Catalogue,
  hotel: CatalogueHotel,
  offerId: string | undefined,
): OfferKey | null {
  if (!offerId) return null;
  const key = decodeOfferId(offerId);
  if (!key || key.hotelId !== hotel.id || !isValidKey(catalogue, hotel, key)) return null;
  return key;
}

/**
 * The offer standing in for one the shop asked for that is no longer sold (or never was): the
 * cheapest one matching the search's filters, on the wanted offer's day, nights and airport if
 * possible, then on its day and nights from any searched airport, then with its nights anywhere in
 * the search, and last anywhere in the search. A step whose offer costs more per adult than the
 * search's price cap is passed over while a later one keeps to it (docs/rules/hotel-offers.md).
 */
export function closestOffer(
  catalogue: Catalogue,
  hotel: CatalogueHotel,
  offerId: string | undefined,
  query: OfferQuery,
  language: Language,
  maxPrice: number | null = null,
): Offer | null {
  const wanted = offerId ? decodeOfferId(offerId) : null;
  const steps: OfferQuery[] =
    wanted && wanted.hotelId === hotel.id
      ? [
          { ...query, days: [wanted.day], nights: [wanted.nights], airports: [wanted.airport] },
          {
            ...query,
            days: [wanted.day],
            nights: [wanted.nights],
            airports: [...new Set([wanted.airport, ...query.airports])],
          },
          { ...query, nights: [wanted.nights] },
        ]
      : [];
  let fallback: CheapestMatch | null = null;
  for (const step of [...steps, query]) {
    const days = clampDays(catalogue, step.days);
    if (!days.length) continue;
    const match = findCheapest(catalogue, hotel, { ...step, days });
    if (!match) continue;
    if (maxPrice === null || match.perAdult <= maxPrice)
      return buildOffer(catalogue, hotel, match.key, language);
    fallback ??= match;
  }
  return fallback ? buildOffer(catalogue, hotel, fallback.key, language) : null;
}

export function cheapestOffer(
  catalogue: Catalogue,
  hotel: CatalogueHotel,
  query: OfferQuery,
  language: Language,
): Offer | null {
  const match = findCheapest(catalogue, hotel, query);
  return match ? buildOffer(catalogue, hotel, match.key, language) : null;
}

function clampDays(catalogue: Catalogue, days: number[]): number[] {
  const first = firstOfferDay(catalogue);
  const last = lastOfferDay(catalogue);
  return days.filter((day) => day >= first && day <= last);
}

export function monthDays(catalogue: Catalogue, firstOfMonth: string, from?: number): number[] {
  const start = toDayNumber(firstOfMonth);
  const days = Array.from({ length: daysInMonth(firstOfMonth) }, (_, i) => start + i);
  return clampDays(catalogue, days).filter((day) => from === undefined || day >= from);
}

/** One cheapest offer per departure day of a month. */
export function calendarOffers(
  catalogue: Catalogue,
  hotel: CatalogueHotel,
  query: OfferQuery,
  days: number[],
  nights: number,
  language: Language,
): Offer[] {
  return days.flatMap(
    (day) =>
      cheapestOffer(catalogue, hotel, { ...query, days: [day], nights: [nights] }, language) ?? [],
  );
}

function option(
  catalogue: Catalogue,
  hotel: CatalogueHotel,
  query: OfferQuery,
  value: string,
  text: string,
): CascadeOption | null {
  const match = findCheapest(catalogue, hotel, query);
  if (!match) return null;
  return {
    value,
    label: text,
    perPersonAmount: match.perAdult,
    offerId: buildOffer(catalogue, hotel, match.key, 'en').id,
    available: true,
  };
}

export function losOptions(
  catalogue: Catalogue,
  hotel: CatalogueHotel,
  query: OfferQuery,
  language: Language,
  locale = 'de-de',
): CascadeOption[] {
  const word = language === 'de' ? 'Nächte' : 'nights';
  const text = (nights: number) =>
    isLocalLanguage(language) ? nightsIn(nights, language, locale) : `${nights} ${word}`;
  return cascadeNights.flatMap(
    (nights) =>
      option(catalogue, hotel, { ...query, nights: [nights] }, String(nights), text(nights)) ?? [],
  );
}

export function airportOptions(
  catalogue: Catalogue,
  hotel: CatalogueHotel,
  query: OfferQuery,
  names: (code: string) => string,
): CascadeOption[] {
  return query.airports.flatMap(
    (code) => option(catalogue, hotel, { ...query, airports: [code] }, code, names(code)) ?? [],
  );
}

/** The next twelve months, each priced by its cheapest day. */
export function monthOptions(
  catalogue: Catalogue,
  hotel: CatalogueHotel,
  query: OfferQuery,
  language: Language,
  locale = 'de-de',
): CascadeOption[] {
  const first = fromDayNumber(firstOfferDay(catalogue));
  const [year = 2026, month = 1] = first.split('-').map(Number);
  // German and English pages keep their one format; the added languages take the locale's.
  const tag = isLocalLanguage(language) ? intlTagOf(locale) : language === 'de' ? 'de-DE' : 'en-GB';
  const formatter = new Intl.DateTimeFormat(tag, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return Array.from({ length: 12 }, (_, i) => {
    const y = year + Math.floor((month - 1 + i) / 12);
    const m = ((month - 1 + i) % 12) + 1;
    const firstOfMonth = `${y}-${String(m).padStart(2, '0')}-01`;
    const text = formatter.format(new Date(`${firstOfMonth}T00:00:00Z`));
    return option(
      catalogue,
      hotel,
      { ...query, days: monthDays(catalogue, firstOfMonth) },
      firstOfMonth.slice(0, 7),
      text,
    );
  }).flatMap((entry) => entry ?? []);
}

export function dateOptions(
  catalogue: Catalogue,
  hotel: CatalogueHotel,
  query: OfferQuery,
  month: string,
): CascadeOption[] {
  return monthDays(catalogue, `${month}-01`).flatMap((day) => {
    const iso = fromDayNumber(day);
    return option(catalogue, hotel, { ...query, days: [day] }, iso, iso) ?? [];
  });
}

/** Every room and board of the hotel for the offer's flight and dates. */
export function roomBoardCells(
  catalogue: Catalogue,
  hotel: CatalogueHotel,
  key: OfferKey,
): RoomBoardCell[] {
  const reference = buildOffer(catalogue, hotel, key, 'en').price.perPersonAmount;
  return hotel.rooms.flatMap((room) =>
    hotel.boards.map((board) => {
      const offer = buildOffer(catalogue, hotel, { ...key, room: room.code, board }, 'en');
      return {
        roomCode: room.code,
        boardCode: board,
        offerId: offer.id,
        perPersonAmount: offer.price.perPersonAmount,
        priceDifference: offer.price.perPersonAmount - reference,
      };
    }),
  );
}

function flightOption(
  catalogue: Catalogue,
  hotel: CatalogueHotel,
  key: OfferKey,
  candidate: OfferKey,
  leg: 'departure' | 'return',
  language: Language,
  reference: number,
): FlightOption {
  const offer = buildOffer(catalogue, hotel, candidate, language);
  return {
    offerId: offer.id,
    flight: leg === 'departure' ? offer.departureFlight : offer.returnFlight,
    perPersonAmount: offer.price.perPersonAmount,
    priceDifference: offer.price.perPersonAmount - reference,
    selected:
      candidate.day === key.day &&
      candidate.nights === key.nights &&
      candidate.airport === key.airport,
  };
}

/** Outbound alternatives: other airports and departure days up to two days either side. */
export function departureFlights(
  catalogue: Catalogue,
  hotel: CatalogueHotel,
  key: OfferKey,
  airports: string[],
  language: Language,
): FlightOption[] {
  const reference = buildOffer(catalogue, hotel, key, language).price.perPersonAmount;
  const codes = [...new Set([key.airport, ...airports])];
  const candidates = clampDays(
    catalogue,
    [-2, -1, 0, 1, 2].map((shift) => key.day + shift),
  ).flatMap((day) =>
    codes
      .map((airport) => ({ ...key, day, airport }))
      .filter((candidate) => isValidKey(catalogue, hotel, candidate)),
  );
  return candidates.map((candidate) =>
    flightOption(catalogue, hotel, key, candidate, 'departure', language, reference),
  );
}

/** Return alternatives: the same outbound flight, coming home up to two days earlier or later. */
export function returnFlights(
  catalogue: Catalogue,
  hotel: CatalogueHotel,
  key: OfferKey,
  language: Language,
): FlightOption[] {
  const reference = buildOffer(catalogue, hotel, key, language).price.perPersonAmount;
  return [-2, -1, 0, 1, 2]
    .map((shift) => ({ ...key, nights: key.nights + shift }))
    .filter((candidate) => candidate.nights >= 1 && isValidKey(catalogue, hotel, candidate))
    .map((candidate) =>
      flightOption(catalogue, hotel, key, candidate, 'return', language, reference),
    );
}
