import GoogleMapReact from 'google-map-react';
import { useCallback } from 'react';
import type { MapSurfaceProps } from './mapServices';

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
  return (
    <GoogleMapReact
      bootstrapURLKeys={{ key: apiKey }}
      googleMapLoader={handOver}
      center={camera.center}
      zoom={camera.zoom}
      options={mapOptions}
      onChange={({ center, zoom, bounds, size }) =>
        onViewChanged({
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
