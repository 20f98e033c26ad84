import { RouteRedirect } from '../RouteRedirect';

export default function LegacyGalleryRoute() {
  return <RouteRedirect to="all_destinations" />;
}
