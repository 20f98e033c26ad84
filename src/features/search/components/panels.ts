/**
 * The search panels' chunk: what opens under the mask's fields, loaded on the visitor's intent
 * (searchPanels.tsx), never with the page. Only searchPanels.tsx imports this module, and only
 * dynamically; anything imported statically from here lands back in the mask's first load.
 */
export { DeparturePanel } from './DeparturePanel';
export { DestinationPanel } from './DestinationPanel';
export { TravelPeriodPanel } from './TravelPeriodPanel';
export { TravellersPanel } from './TravellersPanel';
export { MobileSearchForm } from './MobileSearchForm';
