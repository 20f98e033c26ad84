import { createAction } from '@reduxjs/toolkit';
import type { OfferChange, ProductSearch } from '../../../../api/types';

/** Hotel, language and search the offers belong to; a new key starts the page's offers afresh. */
export interface OfferContext {
  key: string;
  hotelId: number;
  productSearch: ProductSearch;
  /** The searched departure airports: the preselected ones of the cascade's auto-selection. */
  preselectedAirports: string[];
}

export interface OffersRequestedPayload {
  context: OfferContext;
  /** The offer the URL names; null for the initial (cheapest) one. */
  selectedOfferId: string | null;
  /** Reload offers even when present (retry). */
  force?: boolean;
}

/** The page read hotel, search and offer from the URL. */
export const offersRequested = createAction<OffersRequestedPayload>('hotelOffers/offersRequested');

export type OfferChoiceSource = 'calendar' | 'cascade' | 'auto' | 'flights' | 'roomBoard';

export interface OfferChosenPayload {
  offerId: string;
  via: OfferChoiceSource;
  /** The departure day picked in the calendar or the cascade. */
  date?: string;
}

/** The visitor (or the cascade's auto-selection) chose an offer; the URL is written next. */
export const offerChosen = createAction<OfferChosenPayload>('hotelOffers/offerChosen');

/** The visitor pressed the booking button: create a checkout for the offer. */
export const bookingRequested = createAction<{ offerId: string }>('hotelOffers/bookingRequested');
/** changes: what the create answer reported (a price change), handed over to the checkout. */
export const bookingCreated = createAction<{
  offerId: string;
  checkoutId: string;
  changes?: OfferChange[];
}>('hotelOffers/bookingCreated');
export const bookingFailed = createAction<{ offerId: string; unavailable: boolean }>(
  'hotelOffers/bookingFailed',
);
