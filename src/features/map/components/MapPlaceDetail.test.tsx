import { screen } from '@testing-library/react';
import { useRef } from 'react';
import type { MapPlace } from '../../../api/types';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { MapMarker } from './MapMarker';
import { MapPlaceDetail } from './MapPlaceDetail';
import { useSpreadLabels } from './useSpreadLabels';

const hotel = (id: number, price: string): MapPlace => ({
  id: `hotel-${id}`,
  lat: 39.57,
  lng: 2.65,
  type: 'hotel',
  tooltipText: `Hotel ${id} · from ${price}`,
  hotelId: id,
});

/** jsdom lays nothing out: boxes are given per element, as Chromium would measure them. */
function layOut(boxes: Map<Element | string, DOMRect>, sizes: Map<string, [number, number]>) {
  const rect = jest.spyOn(Element.prototype, 'getBoundingClientRect');
  rect.mockImplementation(function (this: Element) {
    const key = [...boxes.keys()].find(
      (k) => k === this || (typeof k === 'string' && this.matches(k)),
    );
    return key ? boxes.get(key)! : new DOMRect(0, 0, 0, 0);
  });
  const size = (axis: 0 | 1) =>
    function (this: HTMLElement) {
      const key = [...sizes.keys()].find((k) => this.matches(k));
      return key ? sizes.get(key)![axis] : 0;
    };
  const width = jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(size(0));
  const height = jest
    .spyOn(HTMLElement.prototype, 'offsetHeight', 'get')
    .mockImplementation(size(1));
  return () => [rect, width, height].forEach((spy) => spy.mockRestore());
}

describe('the open card on the map', () => {
  let restore: () => void = () => undefined;
  afterEach(() => restore());

  // A 1108 × 544 px map whose top left corner is at (100, 300) on the page.
  const map = new DOMRect(100, 300, 1108, 544);

  it('stays inside the map for a marker at its bottom edge, price and all', () => {
    // The marker's label (64 × 28) stands on a pin 4 px above the map's bottom left corner.
    const marker = new DOMRect(100 + 30 - 32, 300 + 540 - 28, 64, 28);
    restore = layOut(
      new Map<Element | string, DOMRect>([
        ['.hs-map__canvas', map],
        ['.hs-map-marker', marker],
      ]),
      new Map([['.hs-map-detail', [256, 600] as [number, number]]]),
    );
    renderWithProviders(
      <div className="hs-map__canvas">
        <div className="hs-map-marker">
          <button type="button">£706</button>
          <MapPlaceDetail
            id="detail"
            place={hotel(1, '£706')}
            variant="overlay"
            onClose={() => undefined}
            viewKey="a"
          />
        </div>
      </div>,
    );
    const card = screen.getByRole('group', { name: 'Hotel 1 · from £706' });
    const left = marker.left + parseFloat(card.style.left);
    const top = marker.top + parseFloat(card.style.top);
    const height = parseFloat(card.style.maxHeight);
    expect(left).toBeGreaterThanOrEqual(map.left);
    expect(left + 256).toBeLessThanOrEqual(map.right);
    expect(top).toBeGreaterThanOrEqual(map.top);
    expect(top + height).toBeLessThanOrEqual(map.bottom);
    // Taller than the map: cut to it, and it scrolls.
    expect(height).toBeLessThan(600);
    expect(card.style.overflowY).toBe('auto');
  });

  it('opens above a marker in the middle of the map, at its natural size', () => {
    const marker = new DOMRect(600, 700, 64, 28);
    restore = layOut(
      new Map<Element | string, DOMRect>([
        ['.hs-map__canvas', map],
        ['.hs-map-marker', marker],
      ]),
      new Map([['.hs-map-detail', [256, 240] as [number, number]]]),
    );
    renderWithProviders(
      <div className="hs-map__canvas">
        <div className="hs-map-marker">
          <MapPlaceDetail
            id="detail"
            place={hotel(2, '£420')}
            variant="overlay"
            onClose={() => undefined}
          />
        </div>
      </div>,
    );
    const card = screen.getByRole('group', { name: 'Hotel 2 · from £420' });
    expect(parseFloat(card.style.top)).toBe(-8 - 240);
    expect(parseFloat(card.style.left)).toBe(32 - 128);
    expect(card.style.overflowY).toBe('');
  });
});

function Markers({ places }: { places: MapPlace[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useSpreadLabels(ref, places.map((place) => place.id).join());
  return (
    <div ref={ref}>
      {places.map((place) => (
        <MapMarker
          key={place.id}
          lat={place.lat}
          lng={place.lng}
          place={place}
          level="hotels"
          active={false}
          price={place.tooltipText.split('from ')[1]}
          onClick={() => undefined}
          buttonRef={() => undefined}
        />
      ))}
    </div>
  );
}

describe('price labels on the map', () => {
  let restore: () => void = () => undefined;
  afterEach(() => restore());

  it('moves a price apart that would cover another, and leaves a clear one in place', () => {
    const spy = jest.spyOn(Element.prototype, 'getBoundingClientRect');
    restore = () => spy.mockRestore();
    spy.mockImplementation(function (this: Element) {
      const label = this.getAttribute('aria-label');
      if (label === 'Hotel 1 · from £420') return new DOMRect(100, 100, 60, 26);
      if (label === 'Hotel 2 · from £437') return new DOMRect(120, 110, 60, 26);
      if (label === 'Hotel 3 · from £512') return new DOMRect(400, 100, 60, 26);
      return new DOMRect(0, 0, 0, 0);
    });
    renderWithProviders(
      <Markers places={[hotel(1, '£420'), hotel(2, '£437'), hotel(3, '£512')]} />,
    );
    const marker = (name: string) => screen.getByRole('button', { name });
    expect(marker('Hotel 1 · from £420').style.translate).toBe('');
    expect(marker('Hotel 2 · from £437').style.translate).toBe('0 28px');
    expect(marker('Hotel 3 · from £512').style.translate).toBe('');
  });
});
