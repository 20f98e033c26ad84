import type { BaggageLeg, Flight } from '../../src/api/types';
import { findDepartureAirport } from './airports';
import { dateTime, fromDayNumber } from './dates';
import { airportNameIn, nameIn } from './language';
import type { Catalogue, CatalogueHotel, Language } from './model';
import { arrivalAirports } from './places';
import { regionOf } from './pricing';
import { codeNumber, hashInts } from './prng';

const airlines: Record<string, string> = {
  DE: 'Condor',
  EW: 'Eurowings',
  LH: 'Lufthansa',
  XQ: 'SunExpress',
  '4Y': 'Discover Airlines',
  OS: 'Austrian Airlines',
  LX: 'Swiss',
  WK: 'Edelweiss Air',
  BA: 'British Airways',
  U2: 'easyJet',
  LS: 'Jet2.com',
  EI: 'Aer Lingus',
  FR: 'Ryanair',
  AZ: 'ITA Airways',
  IB: 'Iberia',
  VY: 'Vueling',
};

const airlinesByMarket: Record<string, string[]> = {
  DE: ['DE', 'EW', 'LH', '4Y', 'XQ'],
  AT: ['OS', 'EW'],
  CH: ['LX', 'WK'],
  GB: ['BA', 'U2', 'LS'],
  IE: ['EI', 'FR'],
  IT: ['AZ', 'FR'],
  ES: ['IB', 'VY'],
};

/** Offset to Central European Time in minutes, so arrival times are local. */
const zoneOffset: Record<string, number> = {
  GR: 60,
  TR: 60,
  EG: 60,
  CY: 60,
  BG: 60,
  PT: -60,
  GB: -60,
  IE: -60,
};

function zoneOf(countryCode: string, canary: boolean): number {
  return canary ? -60 : (zoneOffset[countryCode] ?? 0);
}

function baggage(light: boolean): BaggageLeg[] {
  return [
    {
      handLuggagePieces: 1,
      handLuggageWeight: 8,
      luggagePieces: light ? 0 : 1,
      luggageWeight: light ? 0 : 23,
      noBaggageFare: light,
    },
  ];
}

/** Small airports sometimes fly with one stop; the direct-flight filter relies on this. */
export function flightStops(
  catalogue: Catalogue,
  arrival: string,
  day: number,
  airportCode: string,
): number {
  if (findDepartureAirport(airportCode)?.hub) return 0;
  return hashInts(catalogue.seed, 12, codeNumber(arrival), day, codeNumber(airportCode)) < 0.25
    ? 1
    : 0;
}

export interface FlightPair {
  departureFlight: Flight;
  returnFlight: Flight;
  airlineCode: string;
}

/** Outbound and return flight of an offer: times, carrier and stops derive from a hash. */
export function buildFlights(
  catalogue: Catalogue,
  hotel: CatalogueHotel,
  day: number,
  nights: number,
  airportCode: string,
  language: Language,
): FlightPair {
  const region = regionOf(catalogue, hotel);
  const origin = findDepartureAirport(airportCode);
  const originCountry = origin?.countryCode ?? 'DE';
  const destination = arrivalAirports.find((a) => a.code === region.airport);
  const h = (salt: number) =>
    hashInts(catalogue.seed, salt, codeNumber(region.airport), day, codeNumber(airportCode));
  const carriers = airlinesByMarket[originCountry] ?? ['DE'];
  const airlineCode = carriers[Math.floor(h(11) * carriers.length)] ?? 'DE';
  const stops = flightStops(catalogue, region.airport, day, airportCode);
  const duration = region.flightMinutes + stops * 95;
  const zoneShift =
    zoneOf(region.countryCode, region.climate === 'canary') - zoneOf(originCountry, false);
  const light = h(13) < 0.15;
  const outboundStart = 330 + Math.floor(h(14) * 181) * 5;
  const returnStart = 360 + Math.floor(h(15) * 169) * 5;
  const number = (salt: number) => `${airlineCode}${1000 + Math.floor(h(salt) * 8999)}`;
  const originRef = { code: airportCode, name: origin ? nameIn(origin, language) : airportCode };
  const destinationRef = {
    code: region.airport,
    name: destination ? airportNameIn(destination, language) : region.airport,
  };
  const airline = { code: airlineCode, name: airlines[airlineCode] ?? airlineCode };
  const departureDate = fromDayNumber(day);
  const returnDate = fromDayNumber(day + nights);
  return {
    airlineCode,
    departureFlight: {
      departureDateTime: dateTime(departureDate, outboundStart),
      arrivalDateTime: dateTime(departureDate, outboundStart + duration + zoneShift),
      departureAirport: originRef,
      arrivalAirport: destinationRef,
      airline,
      flightNumber: number(16),
      stops,
      baggageInfo: baggage(light),
    },
    returnFlight: {
      departureDateTime: dateTime(returnDate, returnStart),
      arrivalDateTime: dateTime(returnDate, returnStart + duration - zoneShift),
      departureAirport: destinationRef,
      arrivalAirport: originRef,
      airline,
      flightNumber: number(17),
      stops,
      baggageInfo: baggage(light),
    },
  };
}
