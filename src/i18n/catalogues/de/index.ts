import shell from './shell.json';
import shellBundled from './shell-bundled.json';
import ui from './ui.json';
import searchMask from './search-mask.json';
import searchPeriod from './search-period.json';
import searchTravellers from './search-travellers.json';
import searchPlaces from './search-places.json';
import resultlist from './resultlist.json';
import destinations from './destinations.json';
import hotel from './hotel.json';
import map from './map.json';
import hotelOffers from './hotel-offers.json';
import favourites from './favourites.json';
import auth from './auth.json';
import cms from './cms.json';

/** Every area's messages for this language, merged into one lazily loaded catalogue. */
const catalogue: Record<string, string> = {
  ...shell,
  ...shellBundled,
  ...ui,
  ...searchMask,
  ...searchPeriod,
  ...searchTravellers,
  ...searchPlaces,
  ...resultlist,
  ...destinations,
  ...hotel,
  ...map,
  ...hotelOffers,
  ...favourites,
  ...auth,
  // The CMS modules' texts: landing pages, and the modules hotel and destination pages carry.
  ...cms,
};
export default catalogue;
