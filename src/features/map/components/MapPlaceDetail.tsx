import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MapPlace } from '../../../api/types';
import { placeName } from './MapMarker';
import type { MapCardVariant, RenderMapHotel } from './mapCard';

export interface MapPlaceDetailProps {
  id: string;
  place: MapPlace;
  variant: MapCardVariant;
  onClose: () => void;
  /** The page's hotel card (the result list's vertical card); without it the tooltip text. */
  renderHotel?: RenderMapHotel;
}

/** The open detail of a hotel or airport marker, named after its place, with a close button. */
export function MapPlaceDetail({ id, place, variant, onClose, renderHotel }: MapPlaceDetailProps) {
  const intl = useIntl();
  const content: ReactNode =
    place.type === 'hotel' && renderHotel ? (
      renderHotel(place, variant)
    ) : (
      <p className="hs-map-card">{place.tooltipText}</p>
    );

  return (
    <div
      id={id}
      role="group"
      aria-label={placeName(place)}
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
