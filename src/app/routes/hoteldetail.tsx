import { SearchMaskSlot } from '../../features/search';
import { HotelPage } from '../../features/hotel';
import { HotelOffers } from '../../features/hotel';
import { selectHotelInfo } from '../../features/hotel';
import { PageModulesSlot } from '../../features/cms';
import { selectPageStatus } from '../../features/shell';
import { useAppSelector } from '../../store/hooks';

export default function HoteldetailRoute() {
  const giataCode = useAppSelector((state) => selectHotelInfo(state)?.giataCode);
  // Until the page's answer says which CMS modules stand above the offers, the offer area only
  // keeps its room: offers shown first would be pushed down when the modules arrive.
  // A value, not the status: the page answer's going from idle to loading renders nothing again.
  const modulesPending = useAppSelector((state) => {
    const status = selectPageStatus(state);
    return status === 'idle' || status === 'loading';
  });
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
