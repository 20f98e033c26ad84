/** What other features may use of the result list: the vertical hotel card (favourites page). */
export {
  HotelCardVertical,
  hotelCardFromResultItem,
  type HotelCardModel,
  type HotelCardVerticalProps,
} from './components/HotelCardVertical';
