import { PlaceholderPage } from '../PlaceholderPage';

export default function AllDestinationsRoute() {
  return <PlaceholderPage route="all_destinations" />;
}
