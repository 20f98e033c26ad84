import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MapPlace } from '../../../api/types';
import type { ShownPrice } from '../../../lib/prices';
import { placeName } from './MapMarker';
import type { MapCardVariant, RenderMapHotel } from './mapCard';

export interface MapPlaceDetailProps {
  id: string;
  place: MapPlace;
  variant: MapCardVariant;
  onClose: () => void;
  /** The page's hotel card (the result list's vertical card); without it the tooltip text. */
  renderHotel?: RenderMapHotel;
  /** The hotel's price as the marker shows it, for the card drawn without `renderHotel`. */
  price?: ShownPrice;
  /** Formats a hub-currency amount in the market currency. */
  formatPrice?: (amount: number) => string;
}

/** The open detail of a hotel or airport marker, named after its place, with a close button. */
export function MapPlaceDetail({
  id,
  place,
  variant,
  onClose,
  renderHotel,
  price,
  formatPrice,
}: MapPlaceDetailProps) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  // The card opens above its marker; near the top of the map it would reach over the page above
  // (the list header's controls), so there it opens below the marker instead.
  const [below, setBelow] = useState(false);
  useLayoutEffect(() => {
    if (variant !== 'overlay') return;
    const card = ref.current;
    const map = card?.closest('.hs-map__canvas');
    if (!card || !map) return;
    setBelow(card.getBoundingClientRect().top < map.getBoundingClientRect().top);
  }, [variant, place.id]);
  let content: ReactNode;
  if (place.type === 'hotel' && renderHotel) content = renderHotel(place, variant);
  else if (place.type === 'hotel')
    // Worded by the shop, not the host's tooltip: its price would be in the hub currency.
    content = (
      <p className="hs-map-card">
        {price && formatPrice
          ? intl.formatMessage(
              { id: price.kind === 'total' ? 'map.hotel.total' : 'map.hotel.perPerson' },
              { name: placeName(place), price: formatPrice(price.amount) },
            )
          : placeName(place)}
      </p>
    );
  else content = <p className="hs-map-card">{place.tooltipText}</p>;

  return (
    <div
      id={id}
      role="group"
      aria-label={placeName(place)}
      ref={ref}
      className={`hs-map-detail hs-map-detail--${variant}${below ? ' hs-map-detail--below' : ''}`}
    >
      <button
        type="button"
        className="hs-map-detail__close"
        aria-label={intl.formatMessage({ id: 'map.detail.close' })}
        onClick={onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
      {content}
    </div>
  );
}
