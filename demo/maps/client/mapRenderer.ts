import {
  containerPixelToWorld,
  topLeftPixel,
  type Camera,
  type PixelPoint,
  type ViewSize,
} from './camera';
import { MapCanvasProjection, type RenderedView } from './canvasProjection';
import { keyRefused } from './auth';
import { trigger } from './events';
import { LatLng } from './geometry';
import type { MapDom, MapPanes } from './mapDom';
import type { OverlayView } from './overlayView';
import { worldToLatLng } from './projection';
import { scheduleFrame } from './scheduler';

/** The map is idle once nothing has changed for this long after the last frame. */
const idleDelay = 50;
/** Panes are re-based (and overlays redrawn) when the map has moved this far since the last time. */
const rebaseDistance = 2048;

export interface RendererHost {
  /** The map: events fire on it. */
  readonly target: object;
  camera(): Camera | undefined;
  /** The view changed size: the map re-applies its camera (the poles may have come into view). */
  resized(): void;
  renderControls(): void;
}

interface OverlayState {
  added: boolean;
  needsDraw: boolean;
}

/**
 * Draws a map once per animation frame after any change, hosts its overlays (onAdd, then draw
 * whenever the projection changes) and fires bounds_changed, idle and tilesloaded as Google does.
 */
export class MapRenderer {
  readonly projection = new MapCanvasProjection(() => this.rendered);
  private size: ViewSize = { width: 0, height: 0 };
  private rendered: RenderedView | undefined;
  private readonly overlays = new Map<OverlayView, OverlayState>();
  private framePending = false;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private dragging = false;
  private drawnKey = '';
  private tilesPending = true;

  constructor(
    private readonly dom: MapDom,
    private readonly host: RendererHost,
  ) {}

  /** The view size as drawn (or as measured now, before the first frame). */
  viewSize(): ViewSize {
    return this.rendered ? this.size : this.dom.measure();
  }

  hasRendered(): boolean {
    return this.rendered !== undefined;
  }

  /** The position under a container pixel, as drawn. */
  latLngAt(pixel: PixelPoint): LatLng | undefined {
    const view = this.rendered;
    if (!view) return undefined;
    const { lat, lng } = worldToLatLng(containerPixelToWorld(view.camera, view.size, pixel));
    return new LatLng(lat, lng);
  }

  setDragging(dragging: boolean): void {
    this.dragging = dragging;
    if (!dragging) this.scheduleIdle();
  }

  attach(overlay: OverlayView): void {
    this.overlays.set(overlay, { added: false, needsDraw: true });
    this.requestFrame();
  }

  detach(overlay: OverlayView): void {
    const state = this.overlays.get(overlay);
    this.overlays.delete(overlay);
    if (state?.added) overlay.onRemove();
  }

  panesFor(overlay: OverlayView): MapPanes | null {
    return this.overlays.get(overlay)?.added ? this.dom.panes : null;
  }

  projectionFor(overlay: OverlayView): MapCanvasProjection | null {
    return this.overlays.get(overlay)?.added ? this.projection : null;
  }

  requestFrame(): void {
    if (this.framePending) return;
    this.framePending = true;
    scheduleFrame(() => {
      this.framePending = false;
      this.frame();
    });
  }

  private frame(): void {
    const size = this.dom.measure();
    const resized = size.width !== this.size.width || size.height !== this.size.height;
    this.size = size;
    this.dom.setBlank(keyRefused());
    if (resized) this.host.resized();
    const camera = this.host.camera();
    if (!camera) return;
    const topLeft = topLeftPixel(camera, size);
    const previous = this.rendered;
    const drift = previous
      ? Math.max(Math.abs(previous.origin.x - topLeft.x), Math.abs(previous.origin.y - topLeft.y))
      : 0;
    const rebase =
      !previous ||
      resized ||
      previous.camera.zoom !== camera.zoom ||
      (!this.dragging && drift > rebaseDistance);
    const origin = rebase
      ? { x: Math.round(topLeft.x), y: Math.round(topLeft.y) }
      : previous.origin;
    this.rendered = { camera, size, origin };
    this.dom.paint(camera, size, { x: origin.x - topLeft.x, y: origin.y - topLeft.y });
    this.host.renderControls();

    const { target } = this.host;
    if (!previous) trigger(target, 'projection_changed');
    const key = `${camera.x}/${camera.y}/${camera.zoom}/${size.width}/${size.height}`;
    if (key !== this.drawnKey) {
      this.drawnKey = key;
      this.tilesPending = true;
      trigger(target, 'bounds_changed');
    }
    for (const [overlay, state] of [...this.overlays]) {
      if (this.overlays.get(overlay) !== state) continue;
      if (!state.added) {
        state.added = true;
        overlay.onAdd();
      }
      if ((rebase || state.needsDraw) && this.overlays.get(overlay) === state) {
        state.needsDraw = false;
        overlay.draw();
      }
    }
    this.scheduleIdle();
  }

  private scheduleIdle(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.framePending || this.dragging || !this.rendered) return;
      trigger(this.host.target, 'idle');
      if (this.tilesPending) {
        this.tilesPending = false;
        trigger(this.host.target, 'tilesloaded');
      }
    }, idleDelay);
  }
}
