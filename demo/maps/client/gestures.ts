import type { PixelPoint } from './camera';

export type GestureMode = 'greedy' | 'cooperative' | 'none';

/** What the gestures need from the map. */
export interface GestureHost {
  mode(): GestureMode;
  draggable(): boolean;
  scrollwheel(): boolean;
  doubleClickZoom(): boolean;
  keyboardShortcuts(): boolean;
  isControl(target: EventTarget | null): boolean;
  panBy(dx: number, dy: number): void;
  zoomBy(step: number, anchor?: PixelPoint): void;
  drag(phase: 'dragstart' | 'drag' | 'dragend'): void;
  mouse(eventName: string, event: MouseEvent): void;
  showCooperativeHint(): void;
}

/** Pointer movement before a press becomes a drag (smaller moves stay clicks). */
const dragThreshold = 3;
/** Wheel travel (in pixels) for one zoom step, and the pause that resets a partial step. */
const wheelStep = 50;
const wheelPause = 200;
const keyPan = 100;

function pixelIn(root: HTMLElement, event: MouseEvent): PixelPoint {
  const box = root.getBoundingClientRect();
  return { x: event.clientX - box.left, y: event.clientY - box.top };
}

/**
 * Drag to pan (mouse and pen always; touch only when gestures are greedy), wheel and double-click
 * to zoom around the pointer, arrow keys and +/- on the focused map, and the map's mouse events.
 */
export function installGestures(root: HTMLElement, host: GestureHost): void {
  let press: { id: number; x: number; y: number; dragging: boolean } | undefined;
  let suppressClick = false;
  let wheelTravel = 0;
  let lastWheel = 0;

  root.addEventListener('pointerdown', (event) => {
    suppressClick = false;
    if (event.button !== 0 || press || host.isControl(event.target)) return;
    const touchBlocked = event.pointerType === 'touch' && host.mode() !== 'greedy';
    if (!host.draggable() || host.mode() === 'none' || touchBlocked) return;
    press = { id: event.pointerId, x: event.clientX, y: event.clientY, dragging: false };
  });

  root.addEventListener('pointermove', (event) => {
    if (!press || event.pointerId !== press.id) return;
    const moved = Math.hypot(event.clientX - press.x, event.clientY - press.y);
    if (!press.dragging && moved < dragThreshold) return;
    if (!press.dragging) {
      press.dragging = true;
      try {
        root.setPointerCapture(event.pointerId);
      } catch {
        // Capture is a nicety (drags that leave the map); the drag works without it.
      }
      host.drag('dragstart');
    }
    host.panBy(press.x - event.clientX, press.y - event.clientY);
    press.x = event.clientX;
    press.y = event.clientY;
    host.drag('drag');
  });

  const release = (event: PointerEvent) => {
    if (!press || event.pointerId !== press.id) return;
    const { dragging } = press;
    press = undefined;
    if (dragging) {
      suppressClick = true;
      host.drag('dragend');
    }
  };
  root.addEventListener('pointerup', release);
  root.addEventListener('pointercancel', release);

  root.addEventListener(
    'wheel',
    (event) => {
      const mode = host.mode();
      if (mode === 'none' || !host.scrollwheel()) return;
      if (mode === 'cooperative' && !event.ctrlKey && !event.metaKey) {
        host.showCooperativeHint();
        return;
      }
      event.preventDefault();
      const now = Date.now();
      if (now - lastWheel > wheelPause) wheelTravel = 0;
      lastWheel = now;
      const unit = event.deltaMode === 1 ? 33 : event.deltaMode === 2 ? 100 : 1;
      wheelTravel += event.deltaY * unit;
      if (Math.abs(wheelTravel) < wheelStep) return;
      host.zoomBy(wheelTravel < 0 ? 1 : -1, pixelIn(root, event));
      wheelTravel = 0;
    },
    { passive: false },
  );

  root.addEventListener('dblclick', (event) => {
    if (host.isControl(event.target)) return;
    host.mouse('dblclick', event);
    if (host.doubleClickZoom() && host.mode() !== 'none') host.zoomBy(1, pixelIn(root, event));
  });

  root.addEventListener('click', (event) => {
    if (suppressClick || host.isControl(event.target)) {
      suppressClick = false;
      return;
    }
    host.mouse('click', event);
  });

  root.addEventListener('keydown', (event) => {
    if (event.target !== root || !host.keyboardShortcuts() || event.altKey || event.ctrlKey) return;
    const pans: Record<string, [number, number]> = {
      ArrowLeft: [-keyPan, 0],
      ArrowRight: [keyPan, 0],
      ArrowUp: [0, -keyPan],
      ArrowDown: [0, keyPan],
    };
    const pan = pans[event.key];
    if (pan && host.draggable()) host.panBy(pan[0], pan[1]);
    else if (event.key === '+' || event.key === '=') host.zoomBy(1);
    else if (event.key === '-' || event.key === '_') host.zoomBy(-1);
    else return;
    event.preventDefault();
  });

  for (const [domName, mapName] of [
    ['pointerenter', 'mouseover'],
    ['pointerleave', 'mouseout'],
    ['mousemove', 'mousemove'],
    ['mousedown', 'mousedown'],
    ['mouseup', 'mouseup'],
    ['contextmenu', 'contextmenu'],
  ] as const) {
    root.addEventListener(domName, (event) => host.mouse(mapName, event));
  }
}
