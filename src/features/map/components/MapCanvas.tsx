import { useCallback, useId, useRef, type ComponentType, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MapPlace } from '../../../api/types';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useMediaQuery } from '../../../ui/useMediaQuery';
import { shownPrice, type KnownPrice } from '../../../lib/prices';
import type { GoogleMapsApi } from '../googleMapsLoader';
import * as map$ from '../mapSlice';
import { isClusterPlace, type ClusteredPlace } from '../model/clustering';
import { mobileMapQuery, zoomIntoPlace } from '../model/mapRules';
import { MapMarker } from './MapMarker';
import { MapPlaceDetail } from './MapPlaceDetail';
import type { RenderMapHotel } from './mapCard';
import type { MapSurfaceProps, MapView } from './mapServices';
import { useSpreadLabels } from './useSpreadLabels';

export interface MapCanvasProps {
  maps: GoogleMapsApi;
  apiKey: string;
  Surface: ComponentType<MapSurfaceProps>;
  perPerson: boolean;
  formatPrice: (amount: number) => string;
  renderHotel?: RenderMapHotel;
}

/**
 * The loaded map: markers of what the viewport shows, the open detail, and the state of the
 * places (loading, failed with a retry, none). Escape closes an open detail and puts focus back
 * on its marker; under 414 px a click selects and the card shows under the map.
 */
export function MapCanvas({
  maps,
  apiKey,
  Surface,
  perPerson,
  formatPrice,
  renderHotel,
}: MapCanvasProps) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const camera = useAppSelector(map$.selectMapCamera);
  const shown = useAppSelector(map$.selectShownPlaces);
  const activeId = useAppSelector(map$.selectActivePlaceId);
  const status = useAppSelector(map$.selectMapStatus);
  const level = useAppSelector(map$.selectMapLevel);
  const placeCount = useAppSelector(map$.selectMapPlaceCount);
  const viewport = useAppSelector(map$.selectMapViewport);
  // Where the map settled: the open card and the labels are measured again after each move.
  const viewKey = viewport ? `${viewport.bounds.join()}@${viewport.zoom}` : '';
  const canvas = useRef<HTMLDivElement>(null);
  useSpreadLabels(canvas, `${viewKey}|${shown.map((place) => place.id).join()}|${activeId}`);
  const mobile = useMediaQuery(mobileMapQuery);
  const detailId = useId();
  const markers = useRef(new Map<string, HTMLButtonElement>());

  const active = shown.find((place) => place.id === activeId && !isClusterPlace(place)) as
    MapPlace | undefined;

  const onViewChanged = useCallback(
    (view: MapView) => dispatch(map$.mapActions.viewChanged(view)),
    [dispatch],
  );

  const onMarkerClick = (place: ClusteredPlace) => {
    const { lat, lng } = place;
    if (isClusterPlace(place)) {
      dispatch(map$.mapActions.clusterOpened({ clusterId: place.clusterId, lat, lng }));
    } else if (place.type === 'destination' || place.type === 'global') {
      const zoom = zoomIntoPlace(place.type, camera.zoom);
      const { staticGroupId } = place;
      dispatch(map$.mapActions.placeOpened({ center: { lat, lng }, zoom, staticGroupId }));
    } else {
      dispatch(map$.mapActions.markerClicked({ id: place.id, select: mobile, lat, lng }));
    }
  };

  const closeDetail = () => {
    const marker = activeId ? markers.current.get(activeId) : undefined;
    dispatch(map$.mapActions.detailClosed());
    marker?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !active) return;
    event.stopPropagation();
    closeDetail();
  };

  const detail = (variant: 'overlay' | 'mobile') =>
    active && (
      <MapPlaceDetail
        id={detailId}
        place={active}
        variant={variant}
        onClose={closeDetail}
        renderHotel={renderHotel}
        price={hotelPrice(active)}
        formatPrice={formatPrice}
        viewKey={viewKey}
      />
    );

  // A hotel's price as every page shows it (docs/rules/prices.md): its summary's, else the place's
  // per-person price, which never becomes a total.
  const hotelPrice = (place: MapPlace) => {
    const known: KnownPrice | undefined =
      place.hotel ??
      (place.perPersonAmount === undefined
        ? undefined
        : { perPersonAmount: place.perPersonAmount });
    return known && shownPrice(known, perPerson);
  };

  const priceOf = (place: ClusteredPlace) => {
    if (isClusterPlace(place) || place.type === 'airport') return undefined;
    // A destination or country shows its cheapest price per person ('from').
    if (place.type !== 'hotel')
      return place.perPersonAmount === undefined ? undefined : formatPrice(place.perPersonAmount);
    const price = hotelPrice(place);
    if (!price) return undefined;
    const amount = formatPrice(price.amount);
    // Totals chosen, but no total known for this hotel: its price says it is per person.
    return !perPerson && price.kind === 'perPerson'
      ? intl.formatMessage({ id: 'map.marker.perPerson' }, { price: amount })
      : amount;
  };

  return (
    // Escape from any control inside the map closes the open detail (a bubbling key handler).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- not a control itself
    <div className="hs-map__canvas-wrap" onKeyDown={onKeyDown}>
      <div className="hs-map__canvas" aria-busy={status === 'loading'} ref={canvas}>
        <Surface maps={maps} apiKey={apiKey} camera={camera} onViewChanged={onViewChanged}>
          {shown.map((place) => (
            <MapMarker
              key={place.id}
              lat={place.lat}
              lng={place.lng}
              place={place}
              level={level}
              active={place.id === activeId}
              price={priceOf(place)}
              onClick={onMarkerClick}
              detailId={detailId}
              buttonRef={(button) => {
                if (button) markers.current.set(place.id, button);
                else markers.current.delete(place.id);
              }}
            >
              {!mobile && place.id === activeId && detail('overlay')}
            </MapMarker>
          ))}
        </Surface>
        <MapPlacesState status={status} placeCount={placeCount} />
      </div>
      {mobile && detail('mobile')}
    </div>
  );
}

function MapPlacesState({ status, placeCount }: { status: string; placeCount: number }) {
  const dispatch = useAppDispatch();
  if (status === 'loading')
    return (
      <p className="hs-map__state" role="status">
        <FormattedMessage id="map.places.loading" />
      </p>
    );
  if (status === 'rejected')
    return (
      <div className="hs-map__state hs-map__state--failed" role="alert">
        <FormattedMessage id="map.places.failed" />{' '}
        <button
          type="button"
          className="hs-map__retry"
          onClick={() => dispatch(map$.mapActions.retryRequested())}
        >
          <FormattedMessage id="map.retry" />
        </button>
      </div>
    );
  if (status === 'resolved' && placeCount === 0)
    return (
      <p className="hs-map__state" role="status">
        <FormattedMessage id="map.places.empty" />
      </p>
    );
  return null;
}
