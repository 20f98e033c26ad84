import type { AllDestinationsRequest, GalleryDestination } from '../../../api/types';
import type { Locale } from '../../../config/locales';
import { href } from '../../../config/routes';
import { toSearchParams, type SearchQuery } from '../../search';
// Not (yet) on the search feature's public face; the result list reaches it the same way.
import { toProductSearch } from '../../search';

/**
 * The gallery's request: the applied search's dates, travellers, airports and stops price the
 * cards. Its destinations are left out: this page shows all of them (or all of one airport's).
 */
export function toGalleryRequest(search: SearchQuery, arrivalAirport?: string) {
  const request: AllDestinationsRequest = {
    productSearch: toProductSearch({ ...search, destinationIds: [] }),
  };
  if (arrivalAirport) request.arrivalAirport = arrivalAirport;
  return request;
}

/** A card's target: the result list for that destination, keeping the rest of the search. */
export function destinationHref(
  locale: Locale,
  search: SearchQuery,
  destination: Pick<GalleryDestination, 'id'>,
): string {
  return href('resultlist', locale, undefined, {
    ...toSearchParams({ ...search, destinationIds: [destination.id] }),
  });
}
