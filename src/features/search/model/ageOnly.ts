import type { TravellersValue } from './searchTypes';

// Kept apart from the travellers model: the last-seen search and the search URL read these marks
// on every page and need none of the travellers rules.

/** Whether a child's date only stands in for an age (docs/rules/travellers.md). */
export function isAgeOnly(value: TravellersValue, index: number): boolean {
  return value.childrenAgeOnly?.[index] === true;
}

/** The value with its age-only marks; none are kept when no child is known by age only. */
export function withAgeOnly(
  value: Pick<TravellersValue, 'adultsCount' | 'childrenBirthDates'>,
  ageOnly: readonly boolean[],
): TravellersValue {
  const { adultsCount, childrenBirthDates } = value;
  return ageOnly.some(Boolean)
    ? {
        adultsCount,
        childrenBirthDates,
        childrenAgeOnly: childrenBirthDates.map((_, i) => !!ageOnly[i]),
      }
    : { adultsCount, childrenBirthDates };
}
