import type { ApiCall } from '../../api/prefetch';
import type { RouteDataContext } from '../../api/prefetch';
import { preloadLeadImage } from '../../ui/leadImage';
import { appliedSearchOf } from '../search';
import { toProductSearch } from '../search';
import type { HotelContentRequest } from './content/hotelContentSlice';
import { headImageOf } from './content/model/headImage';
import { hotelIdOf } from './useHotelRoute';

/** The hotel's info, as the content saga sends it and boot's prefetch sends it ahead. */
export const hotelInfoCall = (request: HotelContentRequest): ApiCall<'get_hoteldetail_info'> => ({
  route: 'get_hoteldetail_info',
  params: { hotelId: request.hotelId },
  query: { locale: request.locale },
  data: { productSearch: request.productSearch },
});

/**
 * At boot: the hotel's info for the search the address carries, built as the page builds it, and
 * the header picture preloaded as soon as the answer names it.
 */
export async function prefetchRouteData({
  api,
  locale,
  hostLocale,
  search,
  params,
}: RouteDataContext): Promise<void> {
  const hotelId = hotelIdOf(params);
  if (hotelId === null) return;
  const request: HotelContentRequest = {
    hotelId,
    locale: locale ?? hostLocale,
    productSearch: toProductSearch(appliedSearchOf(search)),
  };
  const response = await api.prefetch(hotelInfoCall(request));
  const image = response?.hotel && headImageOf(response.hotel);
  if (image) preloadLeadImage(image);
}
