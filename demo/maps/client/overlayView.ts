import type { MapCanvasProjection } from './canvasProjection';
import type { MapPanes } from './mapDom';
import { MVCObject } from './mvc';

/** What an overlay needs from the map it is on (implemented by the stand-in's Map). */
export interface OverlayHost {
  attachOverlay(overlay: OverlayView): void;
  detachOverlay(overlay: OverlayView): void;
  overlayPanes(overlay: OverlayView): MapPanes | null;
  overlayProjection(overlay: OverlayView): MapCanvasProjection | null;
}

const hitEvents = ['click', 'dblclick', 'contextmenu', 'auxclick'];
const gestureEvents = ['pointerdown', 'mousedown', 'touchstart', 'wheel'];

function stopAt(element: HTMLElement, names: readonly string[]): void {
  for (const name of names) element.addEventListener(name, (event) => event.stopPropagation());
}

/**
 * google.maps.OverlayView. After setMap(map) the map calls onAdd() (panes and projection are
 * ready then) and draw() on its next frame, and draw() again whenever the projection changes;
 * setMap(null) calls onRemove().
 */
export class OverlayView extends MVCObject {
  private host: OverlayHost | null = null;

  static preventMapHitsFrom(element: HTMLElement): void {
    stopAt(element, hitEvents);
  }

  static preventMapHitsAndGesturesFrom(element: HTMLElement): void {
    stopAt(element, [...hitEvents, ...gestureEvents]);
  }

  onAdd(): void {}

  draw(): void {}

  onRemove(): void {}

  setMap(map: OverlayHost | null | undefined): void {
    const next = map ?? null;
    if (next === this.host) return;
    this.host?.detachOverlay(this);
    this.host = next;
    next?.attachOverlay(this);
    super.set('map', next);
  }

  getMap(): OverlayHost | null {
    return this.host;
  }

  override get(key: string): unknown {
    return key === 'map' ? this.host : super.get(key);
  }

  override set(key: string, value: unknown): void {
    if (key === 'map') this.setMap(value as OverlayHost | null);
    else super.set(key, value);
  }

  getPanes(): MapPanes | null {
    return this.host?.overlayPanes(this) ?? null;
  }

  getProjection(): MapCanvasProjection | null {
    return this.host?.overlayProjection(this) ?? null;
  }
}
