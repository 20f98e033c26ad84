import { addMonths, isApiDate, wholeYearsBetween } from '../../../lib/calendarDates';
import { isAgeOnly, withAgeOnly } from './ageOnly';
import type { IsoDate, TravellersValue } from './searchTypes';
import { hasAge, isInfant } from './travellersCore';

// Part of these rules, kept apart so that the shell and the closed search mask load only them.
export { hasAge, isInfant, travellerCount, withInfantsPerAdult } from './travellersCore';

/**
 * Travellers rules (docs/rules/search.md, "Travellers" and "Only a complete travellers value is
 * searched"), free of React. Dates are always passed in (travel date, today), so the rules never
 * read the clock.
 */

/** Adult options 1 to 6: the counter's maximum is the number of options. */
export const adultOptions = [1, 2, 3, 4, 5, 6] as const;
/** Children options 0 to 4: the counter's maximum is the options length minus 1. */
export const childrenOptions = [0, 1, 2, 3, 4] as const;

export interface TravellersLimits {
  minAdults: number;
  maxAdults: number;
  minChildren: number;
  maxChildren: number;
}

export const defaultTravellersLimits: TravellersLimits = {
  minAdults: 1,
  maxAdults: adultOptions.length,
  minChildren: 0,
  maxChildren: childrenOptions.length - 1,
};

export const defaultMaxChildAge = 15;
/** The age selector starts at '< 1' (age 0), so a baby of a few months has an option. */
export const minChildAge = 1;
/** A child slot whose age has not been chosen yet. */
export const missingBirthDate: IsoDate = '';

export const defaultTravellers: TravellersValue = { adultsCount: 2, childrenBirthDates: [] };

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

export function setAdults(
  value: TravellersValue,
  count: number,
  limits: TravellersLimits = defaultTravellersLimits,
): TravellersValue {
  return { ...value, adultsCount: clamp(Math.trunc(count), limits.minAdults, limits.maxAdults) };
}

/** Fewer children drops trailing birth dates; more children adds empty slots to fill in. */
export function setChildren(
  value: TravellersValue,
  count: number,
  limits: TravellersLimits = defaultTravellersLimits,
): TravellersValue {
  const wanted = clamp(Math.trunc(count), limits.minChildren, limits.maxChildren);
  const kept = value.childrenBirthDates.slice(0, wanted);
  const added = Array.from({ length: wanted - kept.length }, () => missingBirthDate);
  const childrenBirthDates = [...kept, ...added];
  return withAgeOnly(
    { adultsCount: value.adultsCount, childrenBirthDates },
    childrenBirthDates.map((_, i) => isAgeOnly(value, i)),
  );
}

/**
 * Birth date standing for an age on arrival: the travel date minus the age and a further half
 * year. The middle of the year of age keeps the same age when the travel date later moves by up
 * to six months either way; a birthday exactly on the travel date would flip with a day's move.
 * No travel date gives no birth date (missingBirthDate).
 */
export function birthDateForAge(age: number, travelDate: IsoDate): IsoDate {
  // Years first, then the half year: each step ends on the month's last day where it must.
  return addMonths(addMonths(travelDate, -12 * age), -6);
}

/** An age (number) is turned into a birth date; a birth date (birth-date mode) is kept as given. */
export function setChildAge(
  value: TravellersValue,
  index: number,
  ageOrBirthDate: number | IsoDate,
  travelDate: IsoDate,
): TravellersValue {
  if (index < 0 || index >= value.childrenBirthDates.length) return value;
  const ageOnly = typeof ageOrBirthDate === 'number';
  const birthDate = ageOnly
    ? birthDateForAge(Math.max(0, Math.trunc(ageOrBirthDate)), travelDate)
    : ageOrBirthDate;
  const childrenBirthDates = value.childrenBirthDates.map((d, i) => (i === index ? birthDate : d));
  // The stand-in is marked, so the booking never takes it for the child's true birth date.
  return withAgeOnly(
    { adultsCount: value.adultsCount, childrenBirthDates },
    childrenBirthDates.map((_, i) => (i === index ? ageOnly : isAgeOnly(value, i))),
  );
}

/** Infant under 2 years (under 24 months), teen over 11, else child. */
export type ChildType = 'infant' | 'child' | 'teen';

export function childType(age: number): ChildType {
  if (age < 2) return 'infant';
  return age > 11 ? 'teen' : 'child';
}

/** Nothing is emitted while a child still lacks an age. */
export function canEmit(value: TravellersValue): boolean {
  return value.childrenBirthDates.every(hasAge);
}

export type TravellersError =
  | { kind: 'noAdults' }
  | { kind: 'missingAge'; childIndexes: number[] }
  | { kind: 'tooManyInfants' }
  | { kind: 'childTooOld'; childIndex: number; maxChildAge: number }
  | { kind: 'birthDateInFuture'; childIndex: number };

export interface TravellersCheck {
  travelDate: IsoDate;
  maxChildAge?: number;
  /** Given in birth-date mode only: a birth date after it is an error. */
  today?: IsoDate;
}

export function travellersErrors(
  value: TravellersValue,
  { travelDate, maxChildAge = defaultMaxChildAge, today }: TravellersCheck,
): TravellersError[] {
  const errors: TravellersError[] = [];
  if (value.adultsCount < 1) errors.push({ kind: 'noAdults' });
  const dates = value.childrenBirthDates;
  const missing = dates.flatMap((d, i) => (hasAge(d) ? [] : [i]));
  if (missing.length > 0) errors.push({ kind: 'missingAge', childIndexes: missing });
  dates.forEach((d, childIndex) => {
    if (!hasAge(d)) return;
    // Valid YYYY-MM-DD dates compare as text; an invalid `today` rules nothing out.
    if (today !== undefined && isApiDate(today) && d > today) {
      errors.push({ kind: 'birthDateInFuture', childIndex });
    } else if (wholeYearsBetween(d, travelDate) > maxChildAge) {
      errors.push({ kind: 'childTooOld', childIndex, maxChildAge });
    }
  });
  const infants = dates.filter((d) => hasAge(d) && isInfant(d, travelDate)).length;
  // Zero adults already has its own error; 'per adult' would only repeat it.
  if (value.adultsCount > 0 && infants > value.adultsCount) errors.push({ kind: 'tooManyInfants' });
  return errors;
}

export type TravellersWarning = 'oneRoomOnly' | 'infantOnLap' | 'childSeatReservation';

export function travellersWarnings(
  value: TravellersValue,
  travelDate: IsoDate,
): TravellersWarning[] {
  const types = value.childrenBirthDates
    .filter(hasAge)
    .map((d) => (isInfant(d, travelDate) ? 'infant' : childType(wholeYearsBetween(d, travelDate))));
  const warnings: TravellersWarning[] = [];
  if (value.adultsCount > 2) warnings.push('oneRoomOnly');
  if (types.includes('infant')) warnings.push('infantOnLap');
  if (types.includes('child')) warnings.push('childSeatReservation');
  return warnings;
}

export function sameTravellers(a: TravellersValue, b: TravellersValue): boolean {
  return (
    a.adultsCount === b.adultsCount &&
    a.childrenBirthDates.length === b.childrenBirthDates.length &&
    a.childrenBirthDates.every(
      (d, i) => d === b.childrenBirthDates[i] && isAgeOnly(a, i) === isAgeOnly(b, i),
    )
  );
}

/**
 * The value to report after an edit, or undefined: only complete (every child aged), valid and
 * actually changed values leave the panel, so the search never runs with a half-filled form.
 */
export function emittableChange(
  reported: TravellersValue,
  next: TravellersValue,
  check: TravellersCheck,
): TravellersValue | undefined {
  if (!canEmit(next) || travellersErrors(next, check).length > 0) return undefined;
  return sameTravellers(reported, next) ? undefined : next;
}
