/** The favourites' public face: what the result list, the hotel page and the favorites route compose. */
export { useFavourites, type Favourites } from './useFavourites';
export { HotelFavourites } from './components/HotelFavourites';
export { FavouritesPage, type FavouriteCardProps } from './FavouritesPage';

/** The header's favourites count with its slice and saga: a chunk of its own. */
export const importHeaderFavourites = () =>
  import(/* webpackChunkName: "header-favourites" */ './components/HeaderFavourites');
