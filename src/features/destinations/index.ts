/** The destinations galleries' public face: what the gallery route modules compose. */
export { DestinationsGalleryPage } from './DestinationsGalleryPage';
export { destinationsSlice } from './destinationsSlice';
