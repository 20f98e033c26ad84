import { ControlPosition, MapTypeId } from './controlPosition';
import { event } from './events';
import { LatLng, LatLngBounds, Point, Size } from './geometry';
import { DemoMap } from './map';
import { MVCArray, MVCObject } from './mvc';
import { OverlayView } from './overlayView';

/** The version google-map-react reads (it only needs "3.<minor>."); "-demo" marks the stand-in. */
export const standInVersion = '3.60.0-demo';

/** Traffic, transit and bicycling layers draw nothing here; they only remember their map. */
class Layer extends MVCObject {
  private map: unknown = null;

  setMap(map: unknown): void {
    this.map = map ?? null;
  }

  getMap(): unknown {
    return this.map;
  }
}

/** Everything the stand-in puts on `google.maps`, apart from importLibrary. */
export function createNamespace() {
  return {
    version: standInVersion,
    Map: DemoMap,
    OverlayView,
    LatLng,
    LatLngBounds,
    Point,
    Size,
    MVCObject,
    MVCArray,
    event,
    ControlPosition: { ...ControlPosition },
    MapTypeId: { ...MapTypeId },
    TrafficLayer: class TrafficLayer extends Layer {},
    TransitLayer: class TransitLayer extends Layer {},
    BicyclingLayer: class BicyclingLayer extends Layer {},
  };
}
