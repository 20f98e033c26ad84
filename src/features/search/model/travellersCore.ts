import { isApiDate, wholeMonthsBetween } from '../../../lib/calendarDates';
import type { IsoDate, TravellersValue } from './searchTypes';

/**
 * The travellers rules a search read from an address and the closed search mask need
 * (docs/rules/search.md, "Travellers"): whether a child has an age, whether it is an infant, at
 * most one infant per adult, and the count of travellers. Every page's first request is built with
 * them, so they ship in the shell; the rest of the travellers rules (./travellers.ts, which also
 * exports these) load with the search panels.
 */

export function hasAge(birthDate: IsoDate): boolean {
  return isApiDate(birthDate);
}

export function isInfant(birthDate: IsoDate, travelDate: IsoDate): boolean {
  return wholeMonthsBetween(birthDate, travelDate) < 24;
}

/**
 * Children under 2 may not outnumber the adults (each sits on an adult's lap). A search that
 * arrives with more (a typed or old address) keeps the first ones and leaves the rest out;
 * `removed` says how many went, so the page can say why.
 */
export function withInfantsPerAdult(
  value: TravellersValue,
  travelDate: IsoDate,
): { value: TravellersValue; removed: number } {
  let infants = 0;
  const keep = value.childrenBirthDates.map((date) => {
    if (!hasAge(date) || !isInfant(date, travelDate)) return true;
    infants += 1;
    return infants <= Math.max(1, value.adultsCount);
  });
  const removed = keep.filter((kept) => !kept).length;
  if (removed === 0) return { value, removed };
  const ageOnly = value.childrenAgeOnly;
  return {
    value: {
      ...value,
      childrenBirthDates: value.childrenBirthDates.filter((_, i) => keep[i]),
      ...(ageOnly ? { childrenAgeOnly: ageOnly.filter((_, i) => keep[i]) } : {}),
    },
    removed,
  };
}

export function travellerCount(value: TravellersValue): number {
  return value.adultsCount + value.childrenBirthDates.length;
}
