import { useId, type ReactNode, type Ref } from 'react';
import { useIntl } from 'react-intl';
import type { MapPlace } from '../../../api/types';
import { isClusterPlace, type ClusteredPlace } from '../model/clustering';
import { activeMarkerZIndex, type MapLoadLevel } from '../model/mapRules';

export interface MapMarkerProps {
  /** Read by google-map-react to place the marker. */
  lat: number;
  lng: number;
  place: ClusteredPlace;
  /** The level the places are of: a cluster of hotels says 'hotels', others 'places'. */
  level: MapLoadLevel | null;
  active: boolean;
  /** The price the marker shows, formatted in the market currency; undefined shows none. */
  price?: string;
  onClick: (place: ClusteredPlace) => void;
  buttonRef: Ref<HTMLButtonElement>;
  /** The id of the detail this marker opens, when it is open. */
  detailId?: string;
  /** The open detail, drawn beside the marker (desktop overlay). */
  children?: ReactNode;
}

/** A hotel's own name, else the words the server gave the place. */
export const placeName = (place: MapPlace): string => place.hotel?.name ?? place.tooltipText;

/**
 * One marker, always a button so the map works by keyboard (docs/rules/map.md, "Markers").
 * Clusters zoom in, destinations and the global view zoom to their next level, hotels and airports
 * toggle their detail. The active marker and its detail stay above every other marker (z-index
 * 10000).
 */
export function MapMarker({
  place,
  level,
  active,
  price,
  onClick,
  buttonRef,
  detailId,
  children,
}: MapMarkerProps) {
  const intl = useIntl();
  const priceId = useId();
  const kind = isClusterPlace(place) ? 'cluster' : place.type;
  const opensDetail = kind === 'hotel' || kind === 'airport';

  // Destinations and the global view show their words, which are also their name.
  let name: string | undefined;
  let content: ReactNode;
  if (isClusterPlace(place)) {
    name = intl.formatMessage(
      { id: level === 'hotels' ? 'map.cluster.hotels' : 'map.cluster.places' },
      { count: place.count },
    );
    content = intl.formatNumber(place.count);
  } else if (place.type === 'hotel') {
    name = placeName(place);
    content = price ? <span id={priceId}>{price}</span> : null;
  } else if (place.type === 'airport') {
    name = place.tooltipText;
    content = <span aria-hidden="true">✈</span>;
  } else if (place.name && place.count !== undefined && price) {
    // Worded by the shop, so the price is in the visitor's currency like every other price.
    content = intl.formatMessage(
      { id: 'map.place.summary' },
      { name: place.name, count: place.count, price },
    );
  } else {
    content = place.tooltipText;
  }

  return (
    <div
      className={`hs-map-marker hs-map-marker--${kind}`}
      style={{ zIndex: active ? activeMarkerZIndex : undefined }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="hs-map-marker__button"
        aria-label={name}
        aria-describedby={kind === 'hotel' && price ? priceId : undefined}
        aria-expanded={opensDetail ? active : undefined}
        aria-controls={opensDetail && active ? detailId : undefined}
        onClick={() => onClick(place)}
      >
        {content}
      </button>
      {children}
    </div>
  );
}
