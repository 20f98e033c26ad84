import { mapCreated } from './auth';
import { clampCenterY, panByPixels, zoomAround, type Camera, type PixelPoint } from './camera';
import { trigger } from './events';
import type { LatLng } from './geometry';
import { installGestures } from './gestures';
import { MapDom } from './mapDom';
import {
  effectiveZoomLimits,
  gestureMode,
  showsZoomControl,
  zoomControlPosition,
  type MapOptions,
} from './mapOptions';
import { MapRenderer } from './mapRenderer';
import { MVCArray, MVCObject } from './mvc';

/**
 * The inside of google.maps.Map: its DOM, renderer, gestures and controls, and the one way the
 * view changes (moveTo), which keeps zoom and centre in bounds and fires the _changed events.
 */
export abstract class MapCore extends MVCObject {
  readonly controls: MVCArray<HTMLElement>[] = [];
  protected readonly div: HTMLElement;
  protected readonly dom: MapDom;
  protected readonly renderer: MapRenderer;
  protected options: MapOptions = {};
  protected centerWorld: { x: number; y: number } | undefined;
  protected centerLatLng: LatLng | undefined;
  protected zoomValue: number | undefined;
  private dragging = false;

  protected constructor(div: HTMLElement) {
    super();
    if (!div || typeof div.appendChild !== 'function')
      throw new TypeError('Map: Expected mapDiv of type HTMLElement');
    this.div = div;
    this.dom = new MapDom(div);
    this.renderer = new MapRenderer(this.dom, {
      target: this,
      camera: () => this.camera(),
      resized: () => {
        const camera = this.camera();
        if (camera) this.moveTo(camera);
      },
      renderControls: () => this.renderControls(),
    });
    for (let position = 0; position <= 12; position += 1) {
      const controls = new MVCArray<HTMLElement>();
      for (const eventName of ['insert_at', 'remove_at', 'set_at'])
        controls.addListener(eventName, () => this.renderControls());
      this.controls.push(controls);
    }
    this.dom.zoomIn.addEventListener('click', () => this.zoomBy(1));
    this.dom.zoomOut.addEventListener('click', () => this.zoomBy(-1));
    installGestures(this.dom.root, {
      mode: () => gestureMode(this.options),
      draggable: () => this.options.draggable !== false,
      scrollwheel: () => this.options.scrollwheel !== false,
      doubleClickZoom: () => this.options.disableDoubleClickZoom !== true,
      keyboardShortcuts: () => this.options.keyboardShortcuts !== false,
      isControl: (target) => this.dom.isControl(target),
      panBy: (dx, dy) => this.panPixels(dx, dy),
      zoomBy: (step, anchor) => this.zoomBy(step, anchor),
      drag: (phase) => this.onDrag(phase),
      mouse: (eventName, event) => this.onMouse(eventName, event),
      showCooperativeHint: () => this.dom.showCooperativeHint(),
    });
    if (typeof ResizeObserver === 'function')
      new ResizeObserver(() => this.renderer.requestFrame()).observe(this.dom.root);
    this.renderer.requestFrame();
    mapCreated();
  }

  protected camera(): Camera | undefined {
    if (!this.centerWorld || this.zoomValue === undefined) return undefined;
    return { ...this.centerWorld, zoom: this.zoomValue };
  }

  /** Applies a new view: zoom within limits, poles kept out of sight; fires the _changed events. */
  protected moveTo(next: Camera, centerLatLng?: LatLng): void {
    const limits = effectiveZoomLimits(this.options);
    const zoom = Number.isNaN(next.zoom)
      ? undefined
      : Math.min(Math.max(next.zoom, limits.min), limits.max);
    const { height } = this.renderer.viewSize();
    const y = zoom === undefined || height === 0 ? next.y : clampCenterY(next.y, zoom, height);
    const previous = this.centerWorld;
    const zoomChanged = zoom !== this.zoomValue;
    const centerChanged = !previous || previous.x !== next.x || previous.y !== y;
    this.zoomValue = zoom;
    this.centerWorld = { x: next.x, y };
    if (centerChanged) this.centerLatLng = y === next.y ? centerLatLng : undefined;
    if (zoomChanged) trigger(this, 'zoom_changed');
    if (centerChanged) trigger(this, 'center_changed');
    if (zoomChanged || centerChanged) this.renderer.requestFrame();
  }

  protected zoomBy(step: number, anchor?: PixelPoint): void {
    const camera = this.camera();
    if (!camera) return;
    const limits = effectiveZoomLimits(this.options);
    const zoom = Math.min(Math.max(Math.round(camera.zoom) + step, limits.min), limits.max);
    if (zoom === camera.zoom) return;
    const size = this.renderer.viewSize();
    this.moveTo(anchor ? zoomAround(camera, size, anchor, zoom) : { ...camera, zoom });
  }

  private onDrag(phase: 'dragstart' | 'drag' | 'dragend'): void {
    this.dragging = phase !== 'dragend';
    this.applyCursor();
    trigger(this, phase);
    this.renderer.setDragging(this.dragging);
  }

  private onMouse(eventName: string, event: MouseEvent): void {
    if (this.dom.isControl(event.target)) return;
    const box = this.dom.root.getBoundingClientRect();
    const pixel = { x: event.clientX - box.left, y: event.clientY - box.top };
    const latLng = this.renderer.latLngAt(pixel);
    if (!latLng) return;
    trigger(this, eventName, {
      latLng,
      domEvent: event,
      pixel,
      stop: () => event.stopPropagation(),
    });
  }

  private applyCursor(): void {
    const draggable = this.options.draggable !== false;
    const cursor = this.dragging
      ? (this.options.draggingCursor ?? 'grabbing')
      : (this.options.draggableCursor ?? (draggable ? 'grab' : 'default'));
    this.dom.setCursor(cursor);
  }

  protected renderControls(): void {
    if (!this.dom) return;
    const limits = effectiveZoomLimits(this.options);
    const zoom = this.zoomValue;
    this.dom.renderControls({
      zoomControl: showsZoomControl(this.options),
      zoomPosition: zoomControlPosition(this.options),
      canZoomIn: zoom !== undefined && zoom < limits.max,
      canZoomOut: zoom !== undefined && zoom > limits.min,
      custom: this.controls.map((controls) => controls.getArray()),
    });
    this.applyCursor();
    const mode = gestureMode(this.options);
    this.dom.setTouchAction(mode === 'greedy' ? 'none' : 'pan-x pan-y');
  }

  protected panPixels(dx: number, dy: number): void {
    const camera = this.camera();
    if (camera) this.moveTo(panByPixels(camera, dx, dy));
  }
}
