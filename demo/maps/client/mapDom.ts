import type { Camera, PixelPoint, ViewSize } from './camera';
import { ControlPosition, positionStyles } from './controlPosition';
import { graticule } from './graticule';
import { injectStyle } from './style';

const svgNs = 'http://www.w3.org/2000/svg';

export interface MapPanes {
  mapPane: HTMLDivElement;
  overlayLayer: HTMLDivElement;
  markerLayer: HTMLDivElement;
  overlayMouseTarget: HTMLDivElement;
  floatPane: HTMLDivElement;
}

export interface ControlsState {
  zoomControl: boolean;
  zoomPosition: number;
  canZoomIn: boolean;
  canZoomOut: boolean;
  custom: readonly (readonly HTMLElement[])[];
}

function element<K extends keyof HTMLElementTagNameMap>(
  document: Document,
  tag: K,
  className: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  return node;
}

function zoomButton(document: Document, label: string, sign: string): HTMLButtonElement {
  const button = element(document, 'button', 'dm-button');
  button.type = 'button';
  button.setAttribute('aria-label', label);
  button.title = label;
  const glyph = element(document, 'span', '');
  glyph.setAttribute('aria-hidden', 'true');
  glyph.textContent = sign;
  button.append(glyph);
  return button;
}

/**
 * The map's DOM inside the caller's div: a focusable region holding the drawn surface (an SVG
 * graticule on a sea-blue world), the overlay panes that move with the map, the controls and the
 * "Demo map" attribution.
 */
export class MapDom {
  readonly root: HTMLDivElement;
  readonly panes: MapPanes;
  readonly zoomIn: HTMLButtonElement;
  readonly zoomOut: HTMLButtonElement;
  private readonly layer: HTMLDivElement;
  private readonly world: SVGRectElement;
  private readonly lines: SVGPathElement;
  private readonly axes: SVGPathElement;
  private readonly zoomControl: HTMLDivElement;
  private readonly hint: HTMLDivElement;
  private readonly positions = new Map<number, HTMLDivElement>();
  private hintTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(div: HTMLElement) {
    const document = div.ownerDocument;
    injectStyle(document);
    if (getComputedStyle(div).position === 'static') div.style.position = 'relative';
    div.style.overflow = 'hidden';

    this.root = element(document, 'div', 'dm-root');
    this.root.tabIndex = 0;
    this.root.setAttribute('role', 'region');
    this.root.setAttribute('aria-label', 'Map');
    this.root.setAttribute('aria-roledescription', 'map');

    const surface = document.createElementNS(svgNs, 'svg');
    surface.setAttribute('class', 'dm-surface');
    surface.setAttribute('aria-hidden', 'true');
    surface.setAttribute('focusable', 'false');
    this.world = document.createElementNS(svgNs, 'rect');
    this.world.setAttribute('fill', '#a9d3e9');
    this.world.setAttribute('x', '0');
    this.world.setAttribute('width', '100%');
    this.lines = document.createElementNS(svgNs, 'path');
    this.lines.setAttribute('stroke', 'rgba(255,255,255,0.6)');
    this.lines.setAttribute('stroke-width', '1');
    this.lines.setAttribute('fill', 'none');
    this.axes = document.createElementNS(svgNs, 'path');
    this.axes.setAttribute('stroke', 'rgba(255,255,255,0.95)');
    this.axes.setAttribute('stroke-width', '2');
    this.axes.setAttribute('fill', 'none');
    surface.append(this.world, this.lines, this.axes);

    this.layer = element(document, 'div', 'dm-layer');
    const pane = (zIndex: number) => {
      const node = element(document, 'div', 'dm-pane');
      node.style.zIndex = String(zIndex);
      this.layer.append(node);
      return node;
    };
    this.panes = {
      mapPane: pane(100),
      overlayLayer: pane(101),
      markerLayer: pane(102),
      overlayMouseTarget: pane(103),
      floatPane: pane(104),
    };

    this.zoomControl = element(document, 'div', 'dm-zoom');
    this.zoomIn = zoomButton(document, 'Zoom in', '+');
    this.zoomOut = zoomButton(document, 'Zoom out', '−');
    this.zoomControl.append(this.zoomIn, this.zoomOut);

    const attribution = element(document, 'div', 'dm-attribution');
    attribution.textContent = 'Demo map';
    this.hint = element(document, 'div', 'dm-hint');
    this.hint.setAttribute('aria-hidden', 'true');
    this.hint.textContent = /Mac|iPhone|iPad/.test(navigator.platform)
      ? 'Use ⌘ + scroll to zoom the map'
      : 'Use ctrl + scroll to zoom the map';

    this.root.append(surface, this.layer, attribution, this.hint);
    div.append(this.root);
  }

  measure(): ViewSize {
    return { width: this.root.clientWidth, height: this.root.clientHeight };
  }

  setBlank(blank: boolean): void {
    this.root.classList.toggle('dm-blank', blank);
  }

  setCursor(cursor: string): void {
    this.root.style.cursor = cursor;
  }

  setTouchAction(value: string): void {
    this.root.style.touchAction = value;
  }

  /** Draws the view; `layerOffset` moves the panes so div pixels land on the right container pixels. */
  paint(camera: Camera, size: ViewSize, layerOffset: PixelPoint): void {
    const lines = graticule(camera, size);
    this.world.setAttribute('y', String(lines.worldTop));
    this.world.setAttribute('height', String(Math.max(lines.worldBottom - lines.worldTop, 0)));
    const top = Math.max(lines.worldTop, 0);
    const bottom = Math.min(lines.worldBottom, size.height);
    const vertical = (x: number) => `M${x} ${top}V${bottom}`;
    const horizontal = (y: number) => `M0 ${y}H${size.width}`;
    this.lines.setAttribute(
      'd',
      [
        ...lines.meridians.filter((line) => !line.prime).map((line) => vertical(line.x)),
        ...lines.parallels.filter((line) => !line.equator).map((line) => horizontal(line.y)),
      ].join(''),
    );
    this.axes.setAttribute(
      'd',
      [
        ...lines.meridians.filter((line) => line.prime).map((line) => vertical(line.x)),
        ...lines.parallels.filter((line) => line.equator).map((line) => horizontal(line.y)),
      ].join(''),
    );
    this.layer.style.transform = `translate(${layerOffset.x}px, ${layerOffset.y}px)`;
  }

  renderControls(state: ControlsState): void {
    this.zoomIn.setAttribute('aria-disabled', String(!state.canZoomIn));
    this.zoomOut.setAttribute('aria-disabled', String(!state.canZoomOut));
    for (const position of Object.values(ControlPosition)) {
      const wanted = [
        ...(state.zoomControl && state.zoomPosition === position ? [this.zoomControl] : []),
        ...(state.custom[position] ?? []),
      ];
      let container = this.positions.get(position);
      if (!container && wanted.length === 0) continue;
      if (!container) {
        container = element(this.root.ownerDocument, 'div', 'dm-pos');
        container.style.cssText = positionStyles[position] ?? '';
        this.root.insertBefore(container, this.hint);
        this.positions.set(position, container);
      }
      const current = Array.from(container.children);
      if (current.length !== wanted.length || current.some((node, index) => node !== wanted[index]))
        container.replaceChildren(...wanted);
    }
  }

  isControl(target: EventTarget | null): boolean {
    for (const container of this.positions.values())
      if (target instanceof Node && container.contains(target)) return true;
    return false;
  }

  showCooperativeHint(): void {
    this.hint.classList.add('dm-visible');
    clearTimeout(this.hintTimer);
    this.hintTimer = setTimeout(() => this.hint.classList.remove('dm-visible'), 1500);
  }
}
