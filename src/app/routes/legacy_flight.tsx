import { RouteRedirect } from '../RouteRedirect';

export default function LegacyFlightRoute() {
  return <RouteRedirect to="resultlist" />;
}
