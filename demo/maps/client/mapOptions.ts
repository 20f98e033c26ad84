import { zoomLimits } from './camera';
import { ControlPosition } from './controlPosition';
import type { GestureMode } from './gestures';

/** The MapOptions the stand-in acts on; any other option is stored and ignored. */
export interface MapOptions {
  center?: unknown;
  zoom?: number;
  minZoom?: number | null;
  maxZoom?: number | null;
  mapTypeId?: string;
  draggable?: boolean;
  gestureHandling?: 'auto' | 'greedy' | 'cooperative' | 'none';
  scrollwheel?: boolean;
  disableDoubleClickZoom?: boolean;
  keyboardShortcuts?: boolean;
  disableDefaultUI?: boolean;
  zoomControl?: boolean;
  zoomControlOptions?: { position?: number } | null;
  draggableCursor?: string | null;
  draggingCursor?: string | null;
  backgroundColor?: string;
  clickableIcons?: boolean;
  [option: string]: unknown;
}

export function effectiveZoomLimits(options: MapOptions): { min: number; max: number } {
  const min = Math.max(zoomLimits.min, Number(options.minZoom ?? zoomLimits.min) || zoomLimits.min);
  const max = Math.min(zoomLimits.max, Number(options.maxZoom ?? zoomLimits.max) || zoomLimits.max);
  return { min: Math.min(min, max), max };
}

function pageScrolls(): boolean {
  const page = document.documentElement;
  return page.scrollHeight > window.innerHeight || page.scrollWidth > window.innerWidth;
}

function inFrame(): boolean {
  try {
    return window.top !== window.self;
  } catch {
    return true;
  }
}

/** 'auto' is cooperative on a page that scrolls or in a frame, greedy otherwise (as documented). */
export function gestureMode(options: MapOptions): GestureMode {
  const handling = options.gestureHandling ?? 'auto';
  if (handling === 'none' || handling === 'greedy' || handling === 'cooperative') return handling;
  return pageScrolls() || inFrame() ? 'cooperative' : 'greedy';
}

export function showsZoomControl(options: MapOptions): boolean {
  return options.zoomControl ?? !options.disableDefaultUI;
}

export function zoomControlPosition(options: MapOptions): number {
  const position = options.zoomControlOptions?.position;
  return typeof position === 'number' && position >= 1 && position <= 12
    ? position
    : ControlPosition.RIGHT_BOTTOM;
}
