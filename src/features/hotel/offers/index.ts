export { HotelOffers } from './HotelOffers';
