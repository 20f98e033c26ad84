import { useLocation } from 'react-router-dom';
import { matchRoute } from '../../config/routes';
import { DestinationsGalleryPage } from '../../features/destinations';

/**
 * The gallery of one arrival airport. The route table only matches three capital letters, so any
 * other code never reaches this module: the shell shows its not-found view. No search mask here:
 * its Search button leads to all destinations, which would drop the airport; the applied search in
 * the URL still prices the cards.
 */
export default function DestinationsByAirportRoute() {
  const { pathname } = useLocation();
  const airport = matchRoute(pathname)?.params.airport;
  return <DestinationsGalleryPage airport={airport} />;
}
