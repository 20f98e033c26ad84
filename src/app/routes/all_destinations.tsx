import { SearchMaskSlot } from '../../features/search';
import { PlaceholderPage } from '../PlaceholderPage';

export default function AllDestinationsRoute() {
  return (
    <>
      <SearchMaskSlot />
      <PlaceholderPage route="all_destinations" />
    </>
  );
}
