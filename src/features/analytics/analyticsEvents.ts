import type { Action } from '@reduxjs/toolkit';
import type { OfferChange } from '../../api/types';
import { analyticsActions, type TrackedItem } from './analyticsActions';
import { listenedTypes } from './listenedTypes';

/** One push to the host's data layer. */
export interface DataLayerEvent {
  event: string;
  [key: string]: unknown;
}

type Payload<T> = Action & { payload: T };

const text = (value: unknown, max: number) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, max) : undefined;
const amount = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 100) / 100 : undefined;

/**
 * Copies a tracked item field by field: whatever else a caller put into the payload stays out
 * (docs/rules/consent-and-analytics.md, "Nothing personal").
 */
export function cleanItem(item: TrackedItem) {
  const clean = {
    id: text(item.id, 64),
    name: text(item.name, 120),
    list: text(item.list, 40),
    position: amount(item.position),
    price: amount(item.price),
  };
  return Object.fromEntries(Object.entries(clean).filter(([, value]) => value !== undefined));
}

/** A form is named by an identifier ('complaint', 'newsletterSubscribe'), never by its values. */
const formName = (form: unknown) =>
  typeof form === 'string' && /^[A-Za-z][\w-]{0,39}$/.test(form) ? form : 'unknown';

/**
 * Above 1 the price increased, below -1 it was reduced
 * (docs/rules/consent-and-analytics.md, "Price differences").
 */
export function priceDirection(difference: unknown): 'increased' | 'reduced' | null {
  if (typeof difference !== 'number') return null;
  if (difference > 1) return 'increased';
  if (difference < -1) return 'reduced';
  return null;
}

/** The price change the checkout reported (it keeps only changes of type price). */
export const priceChangeOf = (action: Action) => (action as Payload<OfferChange>).payload?.price;

function priceDifferenceEvent(difference: unknown, source: 'hotel' | 'checkout') {
  const direction = priceDirection(difference);
  return direction
    ? [{ event: 'priceDifference', direction, difference: amount(difference), source }]
    : [];
}

/** Impressions of one batch window: one event per kind, each item once. */
export function impressionEvents(items: readonly TrackedItem[]): DataLayerEvent[] {
  const events: DataLayerEvent[] = [];
  for (const kind of ['teaser', 'product'] as const) {
    const seen = new Set<string>();
    const list = items
      .filter((item) => item.kind === kind)
      .map(cleanItem)
      .filter((item) => {
        const key = `${String(item.list)}|${String(item.id)}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    if (list.length) events.push({ event: `${kind}Impressions`, items: list });
  }
  return events;
}

/** The data-layer events of a tracked action (loads arrive here only when the trigger is armed). */
export function dataLayerEvents(action: Action): DataLayerEvent[] {
  if (analyticsActions.clicked.match(action)) {
    const kind = action.payload.kind === 'teaser' ? 'teaser' : 'product';
    return [{ event: `${kind}Click`, item: cleanItem(action.payload) }];
  }
  if (analyticsActions.formSubmitted.match(action)) {
    const outcome = action.payload.outcome === 'success' ? 'success' : 'failure';
    return [{ event: 'formSubmit', form: formName(action.payload.form), outcome }];
  }
  switch (action.type) {
    case listenedTypes.resultListLoaded: {
      const { response } = (action as Payload<{ response: { count: number; page: number } }>)
        .payload;
      return [
        { event: 'resultListLoaded', count: amount(response.count), page: amount(response.page) },
      ];
    }
    case listenedTypes.galleryLoaded: {
      const { response } = (action as Payload<{ response: { destinations: unknown[] } }>).payload;
      return [{ event: 'allDestinationsLoaded', count: response.destinations.length }];
    }
    case listenedTypes.hotelPriceDifference:
      return priceDifferenceEvent(
        (action as Payload<{ value: { difference: number } }>).payload.value.difference,
        'hotel',
      );
    case listenedTypes.checkoutChanges:
      return priceDifferenceEvent(priceChangeOf(action)?.difference, 'checkout');
    default:
      return [];
  }
}
