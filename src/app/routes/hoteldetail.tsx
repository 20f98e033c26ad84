import { SearchMaskSlot } from '../../features/search';
import { HotelPage } from '../../features/hotel';
import { HotelOffers } from '../../features/hotel';
import { selectHotelInfo } from '../../features/hotel';
import { PageModulesSlot } from '../../features/cms';
import { selectPageStatus } from '../../features/shell';
import { useAppSelector } from '../../store/hooks';

export default function HoteldetailRoute() {
  const giataCode = useAppSelector(selectHotelInfo)?.giataCode;
  // Until the page's answer says which CMS modules stand above the offers, the offer area only
  // keeps its room: offers shown first would be pushed down when the modules arrive.
  const pageStatus = useAppSelector(selectPageStatus);
  const modulesPending = pageStatus === 'idle' || pageStatus === 'loading';
  return (
    <>
      <SearchMaskSlot afterContent />
      <HotelPage
        offers={
          <>
            {/* The CMS modules of hotel pages (award banner, notices) above the offers. */}
            <PageModulesSlot giataCode={giataCode} />
            <HotelOffers held={modulesPending} />
          </>
        }
      />
    </>
  );
}
