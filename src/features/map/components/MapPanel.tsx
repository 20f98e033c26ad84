import { useContext, useEffect, useState } from 'react';
import { useEffectEvent } from '../../../ui/useEffectEvent';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch } from '../../../store/hooks';
import { useFeatureSaga } from '../../../store/useFeatureSaga';
import { loadGoogleMaps, type GoogleMapsApi, type GoogleMapsOptions } from '../googleMapsLoader';
import { mapFeature } from '../mapFeature';
import { mapActions, type MapFocus } from '../mapSlice';
import { mapRequestKey, mapResultsRequest, type MapSearch } from '../model/mapRequest';
import GoogleMapSurface from './GoogleMapSurface';
import { MapCanvas } from './MapCanvas';
import { MapMessage } from './MapMessage';
import type { RenderMapHotel } from './mapCard';
import './mapCanvas.css';
import { MapServicesContext } from './mapServices';

/** A hotel to show; a new `nonce` shows it again after the visitor moved away. */
export interface MapFocusRequest extends MapFocus {
  nonce: number;
}

export interface MapPanelProps {
  search: MapSearch;
  focus: MapFocusRequest | null;
  /** Shop locale, e.g. 'de-ch': map labels in its language, biased to its region. */
  locale: string;
  apiKey: string;
  scriptUrl?: string;
  perPerson: boolean;
  formatPrice: (amount: number) => string;
  renderHotel?: RenderMapHotel;
}

type ScriptState =
  { attempt: number; status: 'ready'; maps: GoogleMapsApi } | { attempt: number; status: 'failed' };

/** Loads the Maps script once; a failure is shown with 'Try again', which starts a new attempt. */
function useMapsScript(options: GoogleMapsOptions) {
  const { loadMaps = loadGoogleMaps } = useContext(MapServicesContext);
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<ScriptState | null>(null);
  const { apiKey, scriptUrl, language, region } = options;
  useEffect(() => {
    let live = true;
    loadMaps({ apiKey, scriptUrl, language, region }).then(
      (maps) => live && setResult({ attempt, status: 'ready', maps }),
      () => live && setResult({ attempt, status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [loadMaps, attempt, apiKey, scriptUrl, language, region]);
  const current = result?.attempt === attempt ? result : null;
  return { current, retry: () => setAttempt((n) => n + 1) };
}

/** Tells the map state what the page shows: opened, searched again, asked for a hotel, closed. */
function useMapLifecycle(search: MapSearch, focus: MapFocusRequest | null) {
  const dispatch = useAppDispatch();
  // The list's paging is not the map's: only a change of the places asked counts as a new search.
  const searchKey = mapRequestKey(mapResultsRequest(search, 'global'));
  const open = useEffectEvent(() => {
    const place = focus ? { hotelId: focus.hotelId, lat: focus.lat, lng: focus.lng } : undefined;
    dispatch(mapActions.mapShown({ search, focus: place }));
  });
  const searched = useEffectEvent(() => {
    dispatch(mapActions.searchChanged(search));
  });
  const focused = useEffectEvent(() => {
    if (focus) {
      const { hotelId, lat, lng } = focus;
      dispatch(mapActions.focusRequested({ hotelId, lat, lng }));
    }
  });
  useEffect(() => {
    open();
    return () => {
      dispatch(mapActions.mapClosed());
    };
  }, [dispatch]);
  useEffect(() => searched(), [searchKey]);
  useEffect(() => focused(), [focus?.nonce]);
}

/**
 * The map's lazy chunk (google-map-react, supercluster, the map state and saga): loaded only when
 * the map opens and consent is given (docs/rules/map.md, "Consent, the Maps key and failures").
 * Without the Maps script it says so and the list stays usable.
 */
export default function MapPanel({
  search,
  focus,
  locale,
  apiKey,
  scriptUrl,
  perPerson,
  formatPrice,
  renderHotel,
}: MapPanelProps) {
  useFeatureSaga(mapFeature);
  useMapLifecycle(search, focus);
  const { Surface = GoogleMapSurface } = useContext(MapServicesContext);
  const [language = 'en', region = ''] = locale.split('-');
  const script = useMapsScript({ apiKey, scriptUrl, language, region: region.toUpperCase() });

  if (!script.current)
    return (
      <p className="hs-map__message" role="status">
        <FormattedMessage id="map.loading" />
      </p>
    );
  if (script.current.status === 'failed')
    return <MapMessage messageId="map.failed" onRetry={script.retry} />;
  return (
    <MapCanvas
      maps={script.current.maps}
      apiKey={apiKey}
      Surface={Surface}
      perPerson={perPerson}
      formatPrice={formatPrice}
      renderHotel={renderHotel}
    />
  );
}
