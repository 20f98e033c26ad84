import { createContext, type ComponentType, type ReactNode } from 'react';
import type { MapBounds } from '../model/clustering';
import type { GoogleMapsApi, GoogleMapsOptions } from '../googleMapsLoader';
import type { MapCamera } from '../mapSlice';
import type { Size } from '../model/mapFit';

/** What the map reports when it settles after a pan or zoom, with its size in pixels. */
export type MapView = MapCamera & { bounds: MapBounds; size?: Size };

/** The drawing surface: google-map-react in the shop, a plain stand-in in tests. */
export interface MapSurfaceProps {
  maps: GoogleMapsApi;
  apiKey: string;
  camera: MapCamera;
  onViewChanged: (view: MapView) => void;
  /** Markers, each with `lat` and `lng` props (google-map-react places children by them). */
  children: ReactNode;
}

/**
 * The edges of the map, replaceable so tests never load a script or a real map: `loadMaps`
 * stands where googleMapsLoader.ts does, `Surface` where google-map-react does. Unset parts
 * use the real ones, which live in the map's lazy chunk.
 */
export interface MapServices {
  loadMaps?: (options: GoogleMapsOptions) => Promise<GoogleMapsApi>;
  Surface?: ComponentType<MapSurfaceProps>;
}

export const MapServicesContext = createContext<MapServices>({});
