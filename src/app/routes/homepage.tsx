import { CmsPageView } from '../../features/cms/components/CmsPageView';

export default function HomepageRoute() {
  return <CmsPageView />;
}
