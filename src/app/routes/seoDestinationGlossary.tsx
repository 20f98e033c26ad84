import { PlaceholderPage } from '../PlaceholderPage';

export default function SeoDestinationGlossaryRoute() {
  return <PlaceholderPage route="seoDestinationGlossary" />;
}
