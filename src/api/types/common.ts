/** Shared building blocks of the request and response types. Pure types: nothing here reaches the bundle. */

/** A calendar date as sent in calls: YYYY-MM-DD (docs/rules/shell-and-routes.md, "Dates"). */
export type IsoDate = string;

/** A local date-time without zone, YYYY-MM-DDTHH:mm:ss (design decision: flight times are local). */
export type IsoDateTime = string;

/** A locale code as used in paths, e.g. 'de-de'. */
export type LocaleCode = string;

/** ISO 4217 code, e.g. 'EUR'. */
export type CurrencyCode = string;

export interface Amount {
  amount: number;
  currency?: CurrencyCode;
}

export interface GeoCode {
  latitude: number;
  longitude: number;
}

/**
 * A server message; `id` is the error key the shop translates
 * (docs/rules/shell-and-routes.md, "Answer shapes").
 */
export interface ApiMessage {
  id: string;
  /** Named context the message belongs to, e.g. 'checkout', 'payment', 'coupon'. */
  context?: string;
  text?: string;
  /** Passenger indices for frequentFlyerNumberInvalid: the travellers whose number was refused. */
  data?: number[];
}

/** Envelope of answers that can fail without an HTTP error status. */
export interface SuccessResponse {
  success: boolean;
  messages?: ApiMessage[];
}

/** Body of an answer produced by a demo fault switch or an unknown id (design decision). */
export interface ErrorResponse {
  success: false;
  messages: ApiMessage[];
}
