import {
  boundsOf,
  containerPixelToWorld,
  worldToContainerPixel,
  type Camera,
  type PixelPoint,
  type ViewSize,
} from './camera';
import { LatLng, LatLngBounds, Point, toLatLngValue, type LatLngInput } from './geometry';
import { latLngToWorld, nearestCopy, tileSize, worldToLatLng, zoomScale } from './projection';

/** The view as last drawn: what is on screen, and the container pixel of div pixel (0, 0)... */
export interface RenderedView {
  camera: Camera;
  size: ViewSize;
  /** ...given as the pixel (at the camera's zoom) that div pixel (0, 0) stands for. */
  origin: PixelPoint;
}

const toLatLng = (world: { x: number; y: number }, noClampNoWrap?: boolean) => {
  const { lat, lng } = worldToLatLng(world);
  return new LatLng(lat, lng, noClampNoWrap === true);
};

/**
 * google.maps.MapCanvasProjection for overlays: "div pixels" stay put while the map is dragged
 * (the panes move instead) and are re-based when the zoom or size changes, when draw() is called.
 */
export class MapCanvasProjection {
  constructor(private readonly view: () => RenderedView | undefined) {}

  fromLatLngToDivPixel(latLng: LatLngInput | null): Point | null {
    const view = this.view();
    if (!latLng || !view) return null;
    const world = latLngToWorld(toLatLngValue(latLng));
    const scale = zoomScale(view.camera.zoom);
    return new Point(
      nearestCopy(world.x, view.camera.x) * scale - view.origin.x,
      world.y * scale - view.origin.y,
    );
  }

  fromLatLngToContainerPixel(latLng: LatLngInput | null): Point | null {
    const view = this.view();
    if (!latLng || !view) return null;
    const pixel = worldToContainerPixel(
      view.camera,
      view.size,
      latLngToWorld(toLatLngValue(latLng)),
    );
    return new Point(pixel.x, pixel.y);
  }

  fromContainerPixelToLatLng(pixel: PixelPoint | null, noClampNoWrap?: boolean): LatLng | null {
    const view = this.view();
    if (!pixel || !view) return null;
    return toLatLng(containerPixelToWorld(view.camera, view.size, pixel), noClampNoWrap);
  }

  fromDivPixelToLatLng(pixel: PixelPoint | null, noClampNoWrap?: boolean): LatLng | null {
    const view = this.view();
    if (!pixel || !view) return null;
    const scale = zoomScale(view.camera.zoom);
    return toLatLng(
      { x: (pixel.x + view.origin.x) / scale, y: (pixel.y + view.origin.y) / scale },
      noClampNoWrap,
    );
  }

  getWorldWidth(): number {
    const view = this.view();
    return view ? tileSize * zoomScale(view.camera.zoom) : tileSize;
  }

  getVisibleRegion(): {
    latLngBounds: LatLngBounds;
    farLeft: LatLng;
    farRight: LatLng;
    nearLeft: LatLng;
    nearRight: LatLng;
  } | null {
    const view = this.view();
    if (!view) return null;
    const corner = (x: number, y: number) =>
      toLatLng(containerPixelToWorld(view.camera, view.size, { x, y }));
    const { width, height } = view.size;
    return {
      latLngBounds: new LatLngBounds(boundsOf(view.camera, view.size)),
      farLeft: corner(0, 0),
      farRight: corner(width, 0),
      nearLeft: corner(0, height),
      nearRight: corner(width, height),
    };
  }
}

/** google.maps.Projection of a map: world coordinates (0..256) ⇄ positions. */
export const worldProjection = {
  fromLatLngToPoint(latLng: LatLngInput, point?: Point): Point {
    const world = latLngToWorld(toLatLngValue(latLng));
    if (point) {
      point.x = world.x;
      point.y = world.y;
      return point;
    }
    return new Point(world.x, world.y);
  },
  fromPointToLatLng(point: PixelPoint, noClampNoWrap?: boolean): LatLng {
    return toLatLng(point, noClampNoWrap);
  },
};
