import type { ProductSearch } from '../../../api/types';
import { moment } from '../../../lib/dates';
import type { SearchQuery } from './searchQuery';

/** Spec 1 §9: an infant is under 2 years old on the travel date. */
function isInfant(birthDate: string, travelDate: string): boolean {
  return moment(travelDate).diff(moment(birthDate), 'months') < 24;
}

/** The applied search as the product search every search-scoped call sends (spec 1 §3). */
export function toProductSearch(query: SearchQuery, page?: number): ProductSearch {
  const travelDate = query.period.departureDate;
  const children = query.travellers.childrenBirthDates;
  return {
    ...(page ? { globalAttributes: { page } } : {}),
    destinations: query.destinationIds,
    travelPeriod: {
      departureDate: query.period.departureDate,
      returnDate: query.period.returnDate,
      duration: query.period.duration,
    },
    flight: { departureAirports: query.airports, maxStops: query.maxStops },
    travellers: {
      adults: Array.from({ length: query.travellers.adultsCount }, () => ({})),
      children: children
        .filter((d) => !isInfant(d, travelDate))
        .map((dateOfBirth) => ({ dateOfBirth })),
      babies: children
        .filter((d) => isInfant(d, travelDate))
        .map((dateOfBirth) => ({ dateOfBirth })),
    },
  };
}
