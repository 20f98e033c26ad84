import { useEffect, type ReactNode } from 'react';
import type { GoogleMapsApi, GoogleMapsOptions } from '../googleMapsLoader';
import type { MapBounds } from '../model/clustering';
import type { MapServices, MapSurfaceProps } from './mapServices';

/**
 * Test stand-ins for the map's edges (tests only): a surface that draws markers as a plain list
 * and reports the view a 1024 × 512 px map would have at the camera, and loaders that never
 * touch a script.
 */
export function FakeMapSurface({ camera, onViewChanged, children }: MapSurfaceProps) {
  const { center, zoom } = camera;
  useEffect(() => {
    // Half the width and height in degrees: 256 px tiles, 1024 × 512 px viewport.
    const halfLng = 720 / 2 ** zoom;
    const halfLat = 360 / 2 ** zoom / 2;
    const bounds: MapBounds = [
      center.lng - halfLng,
      Math.max(-85, center.lat - halfLat),
      center.lng + halfLng,
      Math.min(85, center.lat + halfLat),
    ];
    onViewChanged({ center, zoom, bounds, size: { width: 1024, height: 512 } });
    // Reports like a map: once it has settled at a new place or zoom.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [center.lat, center.lng, zoom, onViewChanged]);
  return (
    <div role="application" aria-label="Test map">
      <output aria-label="Zoom">{zoom}</output>
      {children as ReactNode}
    </div>
  );
}

/** A loader that hands over an empty API at once (the fake surface needs none). */
export const resolvingLoader = (_options: GoogleMapsOptions): Promise<GoogleMapsApi> =>
  Promise.resolve({});

/** A loader failing like a blocked or offline script. */
export const failingLoader = (_options: GoogleMapsOptions): Promise<GoogleMapsApi> =>
  Promise.reject(new Error('The map service could not load.'));

export const testServices = (loadMaps: MapServices['loadMaps']): MapServices => ({
  loadMaps,
  Surface: FakeMapSurface,
});
