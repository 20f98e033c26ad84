import { SearchMaskSlot } from '../../features/search';
import { CmsPageView } from '../../features/cms/components/CmsPageView';

export default function HomepageRoute() {
  return <CmsPageView searchMask={<SearchMaskSlot />} />;
}
