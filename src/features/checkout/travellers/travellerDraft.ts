import {
  isDraftRecord as isRecord,
  pickStorable as pick,
  sessionDraft,
  type Draft,
} from '../../../lib/sessionDraft';
import {
  forgetExpiredTravellerDrafts,
  travellerDraftKey as key,
} from '../../../lib/travellerDraftStore';
import type { AdultValues, ChildValues, TravellerFormValues } from './travellerValues';

/**
 * What the visitor typed on the traveller step survives a reload or a failed submit: kept in
 * sessionStorage per checkout only while the checkout can still be finished
 * (docs/rules/travellers.md, "The traveller draft"): it expires two hours after the last change,
 * and goes when the booking ends, is cancelled or the visitor logs out. Nothing card-like is kept:
 * the Miles and More number is left out and card-shaped text is dropped. The consents (terms,
 * newsletter) are given afresh after a reload.
 */

const adultKeys = [
  'gender',
  'title',
  'fname',
  'lname',
  'birthDate',
  'nationality',
  'checkoutFrequentFlyerProgram',
] as const satisfies readonly (keyof AdultValues)[];
const childKeys = [
  'salutation',
  'fname',
  'lname',
  'birthDate',
] as const satisfies readonly (keyof ChildValues)[];
const billingKeys = [
  'gender',
  'title',
  'fname',
  'lname',
  'street',
  'zip',
  'city',
  'country',
] as const satisfies readonly (keyof TravellerFormValues['billing'])[];
const contactKeys = ['email', 'confirmEmail', 'phone'] as const;

function toDraft(values: TravellerFormValues): Draft {
  return {
    adults: values.adults.map((row) => ({
      passengerIndex: row.passengerIndex,
      ...pick(row, adultKeys),
    })),
    children: values.children.map((row) => ({
      passengerIndex: row.passengerIndex,
      ...pick(row, childKeys),
    })),
    billing: pick(values.billing, billingKeys),
    ...pick(values, contactKeys, ['phone']),
    firstPersonBilled: values.firstPersonBilled,
  };
}

export function saveTravellerDraft(checkoutId: string, values: TravellerFormValues): void {
  sessionDraft.save(key(checkoutId), { savedAt: Date.now(), values: toDraft(values) });
}

/** This checkout's draft, or null; an expired one is removed, never restored. */
export function readTravellerDraft(checkoutId: string): unknown {
  forgetExpiredTravellerDrafts();
  const stored = sessionDraft.read(key(checkoutId));
  return isRecord(stored) ? (stored.values ?? null) : null;
}

/** Called when the checkout can no longer be finished: it ended, was cancelled or is gone. */
export function clearTravellerDraft(checkoutId: string): void {
  sessionDraft.clear(key(checkoutId));
}

function rowsOf(draft: Draft, name: string): Map<number, Draft> {
  const rows = Array.isArray(draft[name]) ? (draft[name] as unknown[]) : [];
  return new Map(rows.filter(isRecord).map((row) => [Number(row.passengerIndex), row] as const));
}

/**
 * The cart's rows with a stored draft laid over them: only known text fields, matched by passenger
 * index, so a changed cart or a tampered entry cannot add travellers or change their age group.
 */
export function restoreTravellerDraft(
  initial: TravellerFormValues,
  draft: unknown,
): TravellerFormValues {
  if (!isRecord(draft)) return initial;
  const adults = rowsOf(draft, 'adults');
  const children = rowsOf(draft, 'children');
  const billing = isRecord(draft.billing) ? draft.billing : {};
  return {
    ...initial,
    ...pick(draft, contactKeys, ['phone']),
    adults: initial.adults.map((row) => ({
      ...row,
      ...pick(adults.get(row.passengerIndex) ?? {}, adultKeys),
    })),
    children: initial.children.map((row) => ({
      ...row,
      ...pick(children.get(row.passengerIndex) ?? {}, childKeys),
    })),
    billing: { ...initial.billing, ...pick(billing, billingKeys) },
    firstPersonBilled:
      typeof draft.firstPersonBilled === 'boolean'
        ? draft.firstPersonBilled
        : initial.firstPersonBilled,
  };
}
