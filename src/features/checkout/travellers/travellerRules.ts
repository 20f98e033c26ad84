import type { Passenger } from '../../../api/types';
import { isApiDate, wholeYearsBetween } from '../../../lib/calendarDates';

/** Age group a traveller row is shown and checked as (docs/rules/travellers.md, "Age groups"). */
export type AgeGroup = 'adult' | 'teen' | 'child' | 'infant';

/**
 * The configured age range: [minChildAge, maxChildAge] or, with teens, [minChildAge, maxChildAge,
 * maxTeenAge]; teens exist only when the range has 3 entries.
 */
export interface AgeLimits {
  minChildAge: number;
  maxChildAge: number;
  maxTeenAge?: number;
}

export const defaultAgeRange: readonly number[] = [2, 12, 18];

/**
 * The lead passenger is 18 to 100, other adults at least 12 (by the return date)
 * (docs/rules/checkout.md, "The travellers step's field checks").
 */
export const leadAdultAge = { min: 18, max: 100 } as const;
export const otherAdultAge = { min: 12, max: 100 } as const;

export function ageLimitsOf(range: readonly number[] = defaultAgeRange): AgeLimits {
  const [minChildAge = 2, maxChildAge = 12, maxTeenAge] = range;
  return maxTeenAge === undefined
    ? { minChildAge, maxChildAge }
    : { minChildAge, maxChildAge, maxTeenAge };
}

/**
 * Under 2 is infant, over 11 is teen (when teens exist), otherwise child
 * (docs/rules/travellers.md, "Age groups").
 */
export function ageGroupOfAge(age: number, limits: AgeLimits): Exclude<AgeGroup, 'adult'> {
  if (age < limits.minChildAge) return 'infant';
  if (age >= limits.maxChildAge && limits.maxTeenAge !== undefined) return 'teen';
  return 'child';
}

/**
 * The group a booked passenger belongs to: by the age booked when the operator tells it, else by
 * the age at departure when the birth date is known, else by the passenger type.
 */
export function ageGroupOfPassenger(
  passenger: Pick<Passenger, 'type' | 'dateOfBirth' | 'age'>,
  departureDate: string,
  limits: AgeLimits,
): AgeGroup {
  if (passenger.type !== 'CHILD' && passenger.type !== 'INFANT') return 'adult';
  // The age booked decides first: a 14-year-old is a teen even before a birth date is known.
  if (passenger.age !== undefined) return ageGroupOfAge(passenger.age, limits);
  if (isApiDate(passenger.dateOfBirth)) {
    return ageGroupOfAge(wholeYearsBetween(passenger.dateOfBirth, departureDate), limits);
  }
  return passenger.type === 'INFANT' ? 'infant' : 'child';
}

/** 1-based number of each row within its group; 0 when the group has a single row (no number). */
export function travellerNumbers(groups: readonly AgeGroup[]): number[] {
  const totals = new Map<AgeGroup, number>();
  for (const group of groups) totals.set(group, (totals.get(group) ?? 0) + 1);
  const seen = new Map<AgeGroup, number>();
  return groups.map((group) => {
    const number = (seen.get(group) ?? 0) + 1;
    seen.set(group, number);
    return (totals.get(group) ?? 0) > 1 ? number : 0;
  });
}

export { birthDateFormat, maskBirthDate, readBirthDate } from '../../../lib/calendarDates';

export type BirthDateIssue =
  'invalidDate' | 'infantError' | 'childError' | 'teenError' | 'adultError' | 'adultTravelerError';

/** Who a birth date is checked for: the lead passenger is the first adult. */
export type BirthDateRole = 'lead' | AgeGroup;

export interface TripDates {
  departureDate: string;
  returnDate: string;
  today: string;
}

/**
 * The age window of a role (docs/rules/checkout.md, "The travellers step's field checks"):
 * infants, children and teens by their age at departure;
 * the lead passenger 18 to 100 at departure; other adults at least 12 by the return date and at
 * most 100. A birth date after today is no birth date.
 */
export function birthDateIssue(
  birthDate: string,
  role: BirthDateRole,
  trip: TripDates,
  limits: AgeLimits,
): BirthDateIssue | null {
  if (birthDate > trip.today) return 'invalidDate';
  const ageAtDeparture = wholeYearsBetween(birthDate, trip.departureDate);
  switch (role) {
    case 'lead':
      if (ageAtDeparture > leadAdultAge.max) return 'invalidDate';
      return ageAtDeparture < leadAdultAge.min ? 'adultError' : null;
    case 'adult':
      if (ageAtDeparture > otherAdultAge.max) return 'invalidDate';
      return wholeYearsBetween(birthDate, trip.returnDate) < otherAdultAge.min
        ? 'adultTravelerError'
        : null;
    case 'infant':
      return ageAtDeparture < limits.minChildAge ? null : 'infantError';
    case 'child': {
      const upper = limits.maxChildAge;
      return ageAtDeparture >= limits.minChildAge && ageAtDeparture < upper ? null : 'childError';
    }
    case 'teen': {
      const upper = limits.maxTeenAge ?? leadAdultAge.min;
      return ageAtDeparture >= limits.maxChildAge && ageAtDeparture < upper ? null : 'teenError';
    }
  }
}

/** A birth date that does not give the age booked: the age it gives and the one booked. */
export interface BookedAgeMismatch {
  actual: number;
  booked: number;
}

/**
 * Whether a birth date gives the age a child or baby was booked for, counted on the departure
 * date as the tour operator prices it (docs/rules/travellers.md "Booked age").
 */
export function bookedAgeMismatch(
  birthDate: string,
  bookedAge: number | null | undefined,
  departureDate: string,
): BookedAgeMismatch | null {
  if (bookedAge == null) return null;
  const actual = wholeYearsBetween(birthDate, departureDate);
  return actual === bookedAge ? null : { actual, booked: bookedAge };
}
