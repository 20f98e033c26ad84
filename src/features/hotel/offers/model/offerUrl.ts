/**
 * The hotel page's own query parameters, beside the search's: `offer` holds the selected offer, so
 * reload, a shared link and back/forward restore it; `viewMode` picks the calendar or the cascade,
 * the default staying out of the URL (docs/rules/hotel.md, "The offer in the address").
 */
export const offerParamNames = { offer: 'offer', viewMode: 'viewMode' } as const;

export type ViewMode = 'hotelCascade' | 'offersCalendar';
export const defaultViewMode: ViewMode = 'offersCalendar';

export function parseViewMode(params: URLSearchParams): ViewMode {
  return params.get(offerParamNames.viewMode) === 'hotelCascade' ? 'hotelCascade' : defaultViewMode;
}

/** Offer ids are opaque to the shop; anything that cannot be one is ignored. */
const offerIdPattern = /^[A-Za-z0-9._-]{1,160}$/;

export function parseOfferId(params: URLSearchParams): string | null {
  const value = params.get(offerParamNames.offer);
  return value && offerIdPattern.test(value) ? value : null;
}

/** The query string with one parameter set (or removed with null), every other one kept. */
export function withParam(search: string, name: string, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value === null) params.delete(name);
  else params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * What the selection writes into browser history state
 * (docs/rules/hotel.md, "The offer in the address").
 */
export interface OfferHistoryState {
  selectedOfferId: string;
}

export function selectedOfferIdOfHistory(state: unknown): string | null {
  if (!state || typeof state !== 'object') return null;
  const value = (state as Partial<OfferHistoryState>).selectedOfferId;
  return typeof value === 'string' ? value : null;
}
