import GoogleMapReact from 'google-map-react';
import { useCallback, useRef } from 'react';
import type { MapSurfaceProps, MapView } from './mapServices';

/** Our own controls and markers carry the map's interactions; Google's POIs would compete. */
const mapOptions: GoogleMapReact.MapOptions = {
  clickableIcons: false,
  fullscreenControl: false,
  mapTypeControl: false,
  streetViewControl: false,
  gestureHandling: 'cooperative',
};

/**
 * google-map-react, given the Maps API we loaded ourselves: its `googleMapLoader` only hands
 * that API over, so a failed script load is ours to show (MapPanel) and never rejects inside
 * the library, where it would go unhandled.
 */
export default function GoogleMapSurface({
  maps,
  apiKey,
  camera,
  onViewChanged,
  children,
}: MapSurfaceProps) {
  const handOver = useCallback(() => Promise.resolve(maps), [maps]);
  // google-map-react reports its opening view before it has made the map, and makes the map with
  // that centre but the zoom of the moment: a camera moved on that report (the fit to the
  // hotels) would get its zoom without its centre. The report waits until the map exists.
  const made = useRef(false);
  const held = useRef<MapView | null>(null);
  const report = (view: MapView) => {
    if (made.current) onViewChanged(view);
    else held.current = view;
  };
  const mapMade = () => {
    made.current = true;
    if (held.current) onViewChanged(held.current);
    held.current = null;
  };
  return (
    <GoogleMapReact
      bootstrapURLKeys={{ key: apiKey }}
      googleMapLoader={handOver}
      center={camera.center}
      zoom={camera.zoom}
      options={mapOptions}
      yesIWantToUseGoogleMapApiInternals
      onGoogleApiLoaded={mapMade}
      onChange={({ center, zoom, bounds, size }) =>
        report({
          center,
          zoom,
          bounds: [bounds.sw.lng, bounds.sw.lat, bounds.ne.lng, bounds.ne.lat],
          size: { width: size.width, height: size.height },
        })
      }
    >
      {children}
    </GoogleMapReact>
  );
}
