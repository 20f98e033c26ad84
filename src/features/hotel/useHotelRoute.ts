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
 * Selects the three values alone, not the route, whose status changes a few times while a page
 * loads: the hotel page that uses it renders again only for another hotel (docs/rules/speed.md).
 */
export function useHotelRoute(): HotelRoute {
  const hotelId = useAppSelector((state) => {
    const route = selectRoute(state);
    return route.name === 'hoteldetail' ? hotelIdOf(route.params) : null;
  });
  const slugName = useAppSelector((state) => selectRoute(state).params.slugName ?? '');
  const slugPath = useAppSelector((state) => selectRoute(state).params.slugPath ?? '');
  return { hotelId, slugName, slugPath };
}
