import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { HotelInfo, ProductSearch } from '../../../../api/types';
import { Modal } from '../../../../ui/Modal';
import { useMoney } from '../../../shell';
import { ResultListMap, isValidCoordinate } from '../../../map';

export interface HotelMapOverlayProps {
  hotel: HotelInfo;
  productSearch: ProductSearch;
  locale: string;
  onClose: () => void;
  /** The shop's root element, so the overlay inherits its scoped styles. */
  container?: Element;
}

/** Whether the hotel has coordinates the map accepts: latitude −90..90, longitude −180..180. */
export const canShowOnMap = (hotel: HotelInfo): boolean =>
  isValidCoordinate(hotel.location.geoCode.latitude, hotel.location.geoCode.longitude);

/**
 * The hotel map overlay (docs/rules/hotel.md, "The map overlay"): the map of the search opened on
 * this hotel at fit zoom with its marker's detail, with the map rules of the result list (consent
 * first, marker clicks toggle and centre, under 414 px a click selects). Closes with its button or
 * Escape, focus goes back.
 */
export function HotelMapOverlay({
  hotel,
  productSearch,
  locale,
  onClose,
  container,
}: HotelMapOverlayProps) {
  const intl = useIntl();
  const money = useMoney();
  const { latitude, longitude } = hotel.location.geoCode;
  // The hotel's own destination group: its neighbours, and never a map without the hotel itself
  // (the whole search's 100 cheapest places may leave it out).
  const group = hotel.features[0]?.value.staticGroupId;
  const search = useMemo(
    () => ({ productSearch, ...(group !== undefined ? { staticGroupIdList: [group] } : {}) }),
    [productSearch, group],
  );
  const focus = useMemo(
    () => ({ hotelId: hotel.id, lat: latitude, lng: longitude, nonce: 1 }),
    [hotel.id, latitude, longitude],
  );
  return (
    <Modal
      open
      onClose={onClose}
      title={intl.formatMessage({ id: 'hotel.headers.showOnMap' })}
      size="large"
      container={container}
    >
      <ResultListMap
        search={search}
        focus={focus}
        locale={locale}
        perPerson
        formatPrice={(amount) => money(amount)}
      />
    </Modal>
  );
}
