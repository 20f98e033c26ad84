import { PlaceholderPage } from '../PlaceholderPage';

export default function SeoDestinationContentRoute() {
  return <PlaceholderPage route="seoDestinationContent" />;
}
