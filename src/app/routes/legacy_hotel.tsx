import { RouteRedirect } from '../RouteRedirect';

export default function LegacyHotelRoute() {
  return <RouteRedirect to="resultlist" />;
}
