/** Everything the maps stand-in serves lives under this prefix. */
export const mapsPrefix = '/demo-maps/';
/** What a brand host puts in `keys.googleMapsScriptUrl` to use the stand-in. */
export const mapsScriptPath = '/demo-maps/api/js';
/** A page showing google-map-react on the stand-in, for the browser check. */
export const mapsHarnessPath = '/demo-maps/harness';
