import { SearchMaskSlot } from '../../features/search';
import { CmsPageView } from '../../features/cms/components/CmsPageView';
import { BundledMessages } from '../../i18n/BundledMessages';
import en from '../../i18n/catalogues/en/cmsArea';
import de from '../../i18n/catalogues/de/cmsArea';

// The CMS modules' texts come with this chunk: no other page needs them, and no extra request
// stands between the landing page and its first paint.
const cmsMessages = { en, de };

export default function HomepageRoute() {
  return (
    <>
      <SearchMaskSlot />
      <BundledMessages messages={cmsMessages}>
        <CmsPageView />
      </BundledMessages>
    </>
  );
}
