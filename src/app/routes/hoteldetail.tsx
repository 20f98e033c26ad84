import { PlaceholderPage } from '../PlaceholderPage';

export default function HoteldetailRoute() {
  return <PlaceholderPage route="hoteldetail" />;
}
