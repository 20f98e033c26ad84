import { SearchMaskSlot } from '../../features/search';
import { PlaceholderPage } from '../PlaceholderPage';

export default function ResultlistRoute() {
  return (
    <>
      <SearchMaskSlot />
      <PlaceholderPage route="resultlist" />
    </>
  );
}
