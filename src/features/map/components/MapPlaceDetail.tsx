import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MapPlace } from '../../../api/types';
import type { ShownPrice } from '../../../lib/prices';
import { placeCard } from '../model/mapFit';
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
  /** Changes whenever the map settles somewhere else, so the overlay card is placed again. */
  viewKey?: string;
}

/**
 * Where the overlay card stands beside its marker so that its whole box is inside the map's
 * (docs/rules/map.md): measured from the marker, the map and the card's own content.
 */
function usePlacement(variant: MapCardVariant, placeId: string, viewKey: string | undefined) {
  const ref = useRef<HTMLDivElement>(null);
  const [style, setStyle] = useState<CSSProperties | undefined>(undefined);
  useLayoutEffect(() => {
    if (variant !== 'overlay') return;
    const card = ref.current;
    const marker = card?.parentElement;
    const map = card?.closest('.hs-map__canvas');
    if (!card || !marker || !map) return;
    /** The card's own size: any cut made to fit the map before is lifted while measuring. */
    const naturalSize = () => {
      const { maxWidth, maxHeight } = card.style;
      card.style.maxWidth = 'none';
      card.style.maxHeight = 'none';
      const size = { width: card.offsetWidth, height: card.offsetHeight };
      Object.assign(card.style, { maxWidth, maxHeight });
      return size;
    };
    const place = () => {
      const mapBox = map.getBoundingClientRect();
      const markerBox = marker.getBoundingClientRect();
      const size = naturalSize();
      const placed = placeCard({
        pin: {
          x: markerBox.left + markerBox.width / 2 - mapBox.left,
          y: markerBox.bottom - mapBox.top,
        },
        marker: { width: markerBox.width, height: markerBox.height },
        card: size,
        map: { width: mapBox.width, height: mapBox.height },
      });
      // The card is drawn inside its marker: from the map's corner to the marker's.
      const next: CSSProperties = {
        left: placed.x - (markerBox.left - mapBox.left),
        top: placed.y - (markerBox.top - mapBox.top),
        bottom: 'auto',
        transform: 'none',
        maxWidth: placed.width,
        maxHeight: placed.height,
        overflowY: placed.height < size.height ? 'auto' : undefined,
      };
      setStyle((now) => (JSON.stringify(now) === JSON.stringify(next) ? now : next));
    };
    place();
    const observers: { disconnect(): void }[] = [];
    // Pictures and prices arriving change the card's height.
    if (typeof ResizeObserver !== 'undefined') {
      const resized = new ResizeObserver(place);
      resized.observe(card);
      if (card.lastElementChild) resized.observe(card.lastElementChild);
      observers.push(resized);
    }
    // The map moves the marker's holder itself, after React's render (google-map-react).
    if (typeof MutationObserver !== 'undefined' && marker.parentElement) {
      const moved = new MutationObserver(place);
      moved.observe(marker.parentElement, { attributes: true, attributeFilter: ['style'] });
      observers.push(moved);
    }
    return () => observers.forEach((observer) => observer.disconnect());
  }, [variant, placeId, viewKey]);
  return { ref, style: variant === 'overlay' ? style : undefined };
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
  viewKey,
}: MapPlaceDetailProps) {
  const intl = useIntl();
  const { ref, style } = usePlacement(variant, place.id, viewKey);
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
      style={style}
      className={`hs-map-detail hs-map-detail--${variant}`}
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
