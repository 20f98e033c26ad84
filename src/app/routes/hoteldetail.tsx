import { SearchMaskSlot } from '../../features/search';
import { HotelPage } from '../../features/hotel/HotelPage';
import { HotelOffers } from '../../features/hotel/offers';

export default function HoteldetailRoute() {
  return (
    <>
      <SearchMaskSlot />
      <HotelPage offers={<HotelOffers />} />
    </>
  );
}
