import { useAppSelector } from '../../store/hooks';
import { selectRoute } from '../shell';

export interface HotelRoute {
  /** The hotel id (`g` of /hotel/{slugPath}/{slugName}-{g}); null off the hotel route. */
  hotelId: number | null;
  slugName: string;
  slugPath: string;
}

/** The hotel id of the hotel route's parameters; null when it is no positive whole number. */
export function hotelIdOf(params: Record<string, string | undefined>): number | null {
  const id = Number(params.g);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The hotel the current hotel-detail route is about (docs/rules/hotel.md, "The hotel's address").
 */
export function useHotelRoute(): HotelRoute {
  const route = useAppSelector(selectRoute);
  return {
    hotelId: route.name === 'hoteldetail' ? hotelIdOf(route.params) : null,
    slugName: route.params.slugName ?? '',
    slugPath: route.params.slugPath ?? '',
  };
}
