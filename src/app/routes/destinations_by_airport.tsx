import { PlaceholderPage } from '../PlaceholderPage';

export default function DestinationsByAirportRoute() {
  return <PlaceholderPage route="destinations_by_airport" />;
}
