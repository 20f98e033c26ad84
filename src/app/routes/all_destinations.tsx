import { SearchMaskSlot } from '../../features/search';
import { DestinationsGalleryPage } from '../../features/destinations';

export default function AllDestinationsRoute() {
  return (
    <>
      <SearchMaskSlot />
      <DestinationsGalleryPage />
    </>
  );
}
