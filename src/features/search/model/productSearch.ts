import type { ProductSearch, SearchTraveller } from '../../../api/types';
import type { Query } from '../../../config/routes';
import { listParamNames } from './listParams';
import { ageOnlyMarker, searchParamNames, type SearchQuery } from './searchQuery';
import { isInfant } from './travellers';

/**
 * The applied search as the product search every search-scoped call sends (docs/rules/search.md,
 * "The applied search is in the address").
 */
export function toProductSearch(query: SearchQuery, page?: number): ProductSearch {
  const travelDate = query.period.departureDate;
  const { travellers } = query;
  // The age-only mark goes along: a stand-in date is searched with, never booked as a birth date.
  const children = travellers.childrenBirthDates.map((dateOfBirth, i): SearchTraveller =>
    travellers.childrenAgeOnly?.[i] ? { dateOfBirth, ageOnly: true } : { dateOfBirth },
  );
  const infant = (child: SearchTraveller) => isInfant(child.dateOfBirth ?? '', travelDate);
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
      children: children.filter((child) => !infant(child)),
      babies: children.filter(infant),
    },
  };
}

/**
 * The search as it goes with a booking: dates that only stand in for an age are left out, so the
 * tour operator keeps only birth dates the visitor gave (docs/rules/travellers.md "Ages without
 * birth dates"). Each child keeps its place, so the order still matches the offer's ages.
 */
export function bookingProductSearch(search: ProductSearch): ProductSearch {
  const travellers = search.travellers;
  if (!travellers) return search;
  const known = (list: SearchTraveller[] | undefined) =>
    list?.map((child) => (child.ageOnly ? {} : child));
  return {
    ...search,
    travellers: {
      ...travellers,
      ...(travellers.children ? { children: known(travellers.children) } : {}),
      ...(travellers.babies ? { babies: known(travellers.babies) } : {}),
    },
  };
}

/**
 * A search the host answered with, in the shop's own URL names: a link from a price it gave (a
 * favourite, a destination page's hotel card) opens on the same dates, travellers, airports and
 * board, room and view filters, so the page it opens prices the same offer.
 */
export function productSearchQuery(search: ProductSearch): Query {
  const n = searchParamNames;
  const l = listParamNames;
  const period = search.travelPeriod ?? {};
  const room = search.hotel?.rooms?.[0];
  const join = (codes: readonly string[] | undefined) =>
    codes?.length ? codes.join(',') : undefined;
  const children = [
    ...(search.travellers?.children ?? []),
    ...(search.travellers?.babies ?? []),
  ].flatMap((child: SearchTraveller) =>
    child.dateOfBirth ? [`${child.ageOnly ? ageOnlyMarker : ''}${child.dateOfBirth}`] : [],
  );
  const airports = search.flight?.departureAirports;
  const maxStops = search.flight?.maxStops;
  return {
    [n.airports]: join(airports),
    [n.departure]: period.departureDate,
    [n.return]: period.returnDate,
    [n.duration]: period.duration,
    [n.adults]: String(search.travellers?.adults?.length ?? 2),
    [n.children]: join(children),
    [n.stops]: maxStops === 0 ? '0' : undefined,
    [l.boards]: join(room?.boardCodeList),
    [l.rooms]: join(room?.roomCodeList),
    [l.views]: join(room?.viewCodeList),
  };
}
