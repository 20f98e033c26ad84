/** What the rest of the hotel page (the offer area) may read from the hotel content. */
export { selectHotelInfo, selectHotelName } from './hotelContentSlice';
export type { HotelContentState } from './hotelContentSlice';
