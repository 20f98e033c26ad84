import { useAppSelector } from '../../store/hooks';
import { selectRoute } from '../shell';

export interface HotelRoute {
  /** The hotel id (`g` of /hotel/{slugPath}/{slugName}-{g}); null off the hotel route. */
  hotelId: number | null;
  slugName: string;
  slugPath: string;
}

/** The hotel the current hotel-detail route is about (spec 1 §2.1, §2.7 links). */
export function useHotelRoute(): HotelRoute {
  const route = useAppSelector(selectRoute);
  const id = route.name === 'hoteldetail' ? Number(route.params.g) : Number.NaN;
  return {
    hotelId: Number.isInteger(id) && id > 0 ? id : null,
    slugName: route.params.slugName ?? '',
    slugPath: route.params.slugPath ?? '',
  };
}
