import { boundsOf, fitBoundsCamera } from './camera';
import { worldProjection, type MapCanvasProjection } from './canvasProjection';
import { trigger } from './events';
import {
  LatLng,
  LatLngBounds,
  toLatLngValue,
  type LatLngBoundsLiteral,
  type LatLngInput,
} from './geometry';
import { MapCore } from './mapCore';
import type { MapPanes } from './mapDom';
import { effectiveZoomLimits, type MapOptions } from './mapOptions';
import type { OverlayHost, OverlayView } from './overlayView';
import { latLngToWorld, nearestCopy, worldToLatLng } from './projection';

const viewKeys = new Set(['center', 'zoom', 'mapTypeId', 'heading', 'tilt']);

/** google.maps.Map (see demo/README.md for the supported subset). */
export class DemoMap extends MapCore implements OverlayHost {
  private mapTypeIdValue = 'roadmap';

  constructor(div: HTMLElement, options: MapOptions = {}) {
    super(div);
    this.setOptions(options);
    this.renderControls();
  }

  get zoom(): number | undefined {
    return this.zoomValue;
  }

  get center(): LatLng | undefined {
    return this.getCenter();
  }

  getDiv(): HTMLElement {
    return this.div;
  }

  getZoom(): number | undefined {
    return this.zoomValue;
  }

  setZoom(zoom: number): void {
    if (typeof zoom !== 'number' || Number.isNaN(zoom)) return;
    if (this.centerWorld) {
      this.moveTo({ ...this.centerWorld, zoom });
      return;
    }
    // No centre yet: nothing to draw, but the zoom is kept and announced.
    const limits = effectiveZoomLimits(this.options);
    const clamped = Math.min(Math.max(zoom, limits.min), limits.max);
    if (clamped === this.zoomValue) return;
    this.zoomValue = clamped;
    trigger(this, 'zoom_changed');
  }

  getCenter(): LatLng | undefined {
    if (!this.centerWorld) return undefined;
    if (!this.centerLatLng) {
      const { lat, lng } = worldToLatLng(this.centerWorld);
      this.centerLatLng = new LatLng(lat, lng);
    }
    return this.centerLatLng;
  }

  setCenter(center: LatLngInput): void {
    if (!center) return;
    const value = toLatLngValue(center);
    if (Number.isNaN(value.lat) || Number.isNaN(value.lng)) return;
    const world = latLngToWorld(value);
    const x = this.centerWorld ? nearestCopy(world.x, this.centerWorld.x) : world.x;
    this.moveTo({ x, y: world.y, zoom: this.zoomValue ?? Number.NaN }, new LatLng(value));
  }

  panTo(center: LatLngInput): void {
    this.setCenter(center);
  }

  panBy(dx: number, dy: number): void {
    this.panPixels(dx, dy);
  }

  panToBounds(bounds: LatLngBounds | LatLngBoundsLiteral): void {
    const box = bounds instanceof LatLngBounds ? bounds : new LatLngBounds(bounds);
    const current = this.getBounds();
    if (box.isEmpty() || !current) return;
    if (!current.contains(box.getSouthWest()) || !current.contains(box.getNorthEast()))
      this.setCenter(box.getCenter());
  }

  fitBounds(
    bounds: LatLngBounds | LatLngBoundsLiteral,
    padding?: number | Partial<Record<'top' | 'right' | 'bottom' | 'left', number>>,
  ): void {
    const box = bounds instanceof LatLngBounds ? bounds : new LatLngBounds(bounds);
    if (box.isEmpty()) return;
    const pad = typeof padding === 'number' ? padding : 0;
    const sides = typeof padding === 'object' && padding ? padding : {};
    const camera = fitBoundsCamera(
      box.toJSON(),
      this.renderer.viewSize(),
      {
        top: sides.top ?? pad,
        right: sides.right ?? pad,
        bottom: sides.bottom ?? pad,
        left: sides.left ?? pad,
      },
      effectiveZoomLimits(this.options),
    );
    this.moveTo(camera);
  }

  getBounds(): LatLngBounds | undefined {
    const camera = this.camera();
    const size = this.renderer.viewSize();
    if (!camera || size.width === 0 || size.height === 0) return undefined;
    return new LatLngBounds(boundsOf(camera, size));
  }

  getProjection(): typeof worldProjection | undefined {
    return this.renderer.hasRendered() ? worldProjection : undefined;
  }

  getMapTypeId(): string {
    return this.mapTypeIdValue;
  }

  setMapTypeId(mapTypeId: string): void {
    if (mapTypeId === this.mapTypeIdValue) return;
    this.mapTypeIdValue = mapTypeId;
    trigger(this, 'maptypeid_changed');
  }

  getHeading(): number {
    return 0;
  }

  getTilt(): number {
    return 0;
  }

  getClickableIcons(): boolean {
    return this.options.clickableIcons !== false;
  }

  setClickableIcons(value: boolean): void {
    this.setOptions({ clickableIcons: value });
  }

  moveCamera(camera: { center?: LatLngInput; zoom?: number }): void {
    this.setOptions(camera);
  }

  override get(key: string): unknown {
    if (key === 'zoom') return this.getZoom();
    if (key === 'center') return this.getCenter();
    if (key === 'mapTypeId') return this.getMapTypeId();
    if (key === 'heading' || key === 'tilt') return 0;
    return key in this.options ? this.options[key] : super.get(key);
  }

  override set(key: string, value: unknown): void {
    this.setOptions({ [key]: value });
  }

  setOptions(options: MapOptions | null | undefined): void {
    if (!options) return;
    for (const [key, value] of Object.entries(options)) {
      if (key === 'center') this.setCenter(value as LatLngInput);
      else if (key === 'zoom') this.setZoom(value as number);
      else if (key === 'mapTypeId') {
        if (typeof value === 'string') this.setMapTypeId(value);
      } else if (!viewKeys.has(key)) {
        this.options = { ...this.options, [key]: value };
        this.notify(key);
      }
    }
    const camera = this.camera();
    if (camera) this.moveTo(camera);
    this.renderControls();
  }

  /** OverlayHost: an overlay joined the map; it is added on the next frame. */
  attachOverlay(overlay: OverlayView): void {
    this.renderer.attach(overlay);
  }

  detachOverlay(overlay: OverlayView): void {
    this.renderer.detach(overlay);
  }

  overlayPanes(overlay: OverlayView): MapPanes | null {
    return this.renderer.panesFor(overlay);
  }

  overlayProjection(overlay: OverlayView): MapCanvasProjection | null {
    return this.renderer.projectionFor(overlay);
  }
}
