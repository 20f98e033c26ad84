import type { ReactNode } from 'react';

interface Props {
  /** The offer area (dates, flights, the selected offer), composed by the route. */
  offers: ReactNode;
}

/** The hotel detail page (spec 1 §2.7). */
export function HotelPage({ offers }: Props) {
  return <section className="hs-hotel">{offers}</section>;
}
