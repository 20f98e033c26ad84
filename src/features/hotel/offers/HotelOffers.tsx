/** The hotel page's offer area: view-mode switch, calendar or cascade, flights, selected offer. */
export function HotelOffers() {
  return null;
}
