import { SearchMaskSlot } from '../../features/search';
import { CmsPageView } from '../../features/cms';

export default function HomepageRoute() {
  return <CmsPageView searchMask={<SearchMaskSlot />} />;
}
