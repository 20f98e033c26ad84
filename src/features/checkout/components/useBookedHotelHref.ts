import { href } from '../../../config/routes';
import { useAppSelector } from '../../../store/hooks';
import { selectRouteLocale } from '../../shell';
import { selectCart } from '../checkoutSlice';

/**
 * The hotel page of the offer being booked, where a shopper who leaves the checkout (cancels,
 * rejects a new price, or meets a failed booking) chooses again; null before the cart is loaded.
 */
export function useBookedHotelHref(): string | null {
  const cart = useAppSelector(selectCart);
  const locale = useAppSelector(selectRouteLocale);
  const hotel = cart?.product.hotel;
  if (!hotel || !locale) return null;
  const { slugPath, slugName, id } = hotel;
  return href('hoteldetail', locale, { slugPath, slugName, g: String(id) });
}
