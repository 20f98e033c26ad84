import { SeoGlossaryPage } from '../../features/seo';

export default function SeoDestinationGlossaryRoute() {
  return <SeoGlossaryPage />;
}
