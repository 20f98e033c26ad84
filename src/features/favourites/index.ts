/** The favourites' public face: what the result list, the hotel page and the favorites route compose. */
export { useFavourites, type Favourites } from './useFavourites';
export { HotelFavourites } from './components/HotelFavourites';
export { FavouritesPage } from './FavouritesPage';
