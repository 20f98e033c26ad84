import type { IsoDate, IsoDateTime } from './common';

/** Baggage allowance of one flight leg. */
export interface BaggageLeg {
  handLuggagePieces: number;
  handLuggageWeight: number;
  luggagePieces: number;
  luggageWeight: number;
  noBaggageFare: boolean;
}

export interface AirportRef {
  code: string;
  name: string;
}

export interface Flight {
  departureDateTime: IsoDateTime;
  arrivalDateTime: IsoDateTime;
  departureAirport: AirportRef;
  arrivalAirport: AirportRef;
  airline: { code: string; name: string };
  flightNumber: string;
  /** 0 means direct. */
  stops: number;
  baggageInfo: BaggageLeg[];
}

export interface RoomView {
  code: string;
  name: string;
}

export interface OfferRoom {
  code: string;
  name: string;
  views: RoomView[];
  board: { code: BoardCode; name: string };
  /** Whether a transfer is included. */
  transfer: boolean;
}

export type BoardCode = 'RO' | 'BB' | 'HB' | 'FB' | 'AI';

/** Design decision: what a struck-through "market price" comparison needs. */
export interface PriceComparisonData {
  averageCompetitorPrice: number;
  /** Percent to add when the competitor price is not above the own price. */
  fallbackPercent: number;
}

export interface OfferPrice {
  /** Total for all travellers. */
  amount: number;
  perPersonAmount: number;
  currency: string;
  priceComparisonData?: PriceComparisonData;
}

/** A package offer: offers[0] of a result item, and the offer of a cart. */
export interface Offer {
  /** Encodes hotel, date, nights, airport, room and board; stable across calls. */
  id: string;
  hotelId: number;
  price: OfferPrice;
  /** Nights. */
  lengthOfStay: number;
  departureDate: IsoDate;
  returnDate: IsoDate;
  rooms: OfferRoom[];
  tourOperator: { code: string; name: string };
  departureAirport: AirportRef;
  departureFlight: Flight;
  returnFlight: Flight;
  available: boolean;
  /**
   * Default miles for the offer: 3 times the rounded price
   * (docs/rules/cms-modules.md, "Teaser miles").
   */
  milesAmount?: number;
}

/**
 * Offer change; only type 'price' is kept by the shop
 * (docs/rules/checkout-prices.md, "Only a checked price change is kept").
 */
export interface OfferChange {
  type: 'price' | 'flight' | 'room';
  price?: { amount: number; perPersonAmount: number; difference: number; currency: string };
}
