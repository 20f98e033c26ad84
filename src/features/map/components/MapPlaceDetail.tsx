import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MapHotelSummary, MapPlace } from '../../../api/types';
import { placeName } from './MapMarker';
import { SimpleHotelCard } from './SimpleHotelCard';
import type { MapCardVariant, MapHotelHref, RenderMapHotel } from './mapCard';

export interface MapPlaceDetailProps {
  id: string;
  place: MapPlace;
  variant: MapCardVariant;
  onClose: () => void;
  renderHotel?: RenderMapHotel;
  hotelHref: MapHotelHref;
  perPerson: boolean;
  formatPrice: (amount: number) => string;
}

const hasSummary = (place: MapPlace): place is MapPlace & { hotel: MapHotelSummary } =>
  place.hotel !== undefined;

/** The open detail of a hotel or airport marker, named after its place, with a close button. */
export function MapPlaceDetail({
  id,
  place,
  variant,
  onClose,
  renderHotel,
  hotelHref,
  perPerson,
  formatPrice,
}: MapPlaceDetailProps) {
  const intl = useIntl();
  let content: ReactNode;
  const href = hotelHref(place);
  if (place.type === 'hotel' && renderHotel) content = renderHotel(place, variant);
  else if (place.type === 'hotel' && hasSummary(place) && href)
    content = (
      <SimpleHotelCard
        place={place}
        variant={variant}
        href={href}
        perPerson={perPerson}
        formatPrice={formatPrice}
      />
    );
  else content = <p className="hs-map-card">{place.tooltipText}</p>;

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
