import { SearchMaskSlot } from '../../features/search';
import { ResultListPage } from '../../features/resultlist';

export default function ResultlistRoute() {
  return (
    <>
      <SearchMaskSlot afterContent />
      <ResultListPage />
    </>
  );
}
