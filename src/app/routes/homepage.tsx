import { SearchMaskSlot } from '../../features/search';
import { CmsPageView } from '../../features/cms/components/CmsPageView';
import { cmsMessages } from '../../features/cms/cmsMessages';
import { BundledMessages } from '../../i18n/BundledMessages';

// The CMS modules' texts come with this chunk: no extra request stands between the landing page
// and its first paint.
export default function HomepageRoute() {
  return (
    <BundledMessages messages={cmsMessages}>
      <CmsPageView searchMask={<SearchMaskSlot />} />
    </BundledMessages>
  );
}
