import { SearchMaskSlot } from '../../features/search';
import { HotelPage } from '../../features/hotel/HotelPage';
import { HotelOffers } from '../../features/hotel/offers';
import { selectHotelInfo } from '../../features/hotel/content';
import { PageModulesSlot } from '../../features/cms/components/PageModulesSlot';
import { useAppSelector } from '../../store/hooks';

export default function HoteldetailRoute() {
  const giataCode = useAppSelector(selectHotelInfo)?.giataCode;
  return (
    <>
      <SearchMaskSlot />
      <HotelPage
        offers={
          <>
            {/* The CMS modules of hotel pages (award banner, notices) above the offers. */}
            <PageModulesSlot giataCode={giataCode} />
            <HotelOffers />
          </>
        }
      />
    </>
  );
}
