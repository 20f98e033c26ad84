import { useEffect, useLayoutEffect, type RefObject } from 'react';
import { spreadLabels } from '../model/mapFit';

/** Measures the labels where the map drew them and moves those that would overlap apart. */
function spread(root: HTMLElement) {
  const buttons = [...root.querySelectorAll<HTMLElement>('.hs-map-marker__button')];
  // Earlier moves are undone first, and every label measured before any is moved again.
  for (const button of buttons) button.style.translate = '';
  const boxes = buttons.map((button) => {
    const { left, top, width, height } = button.getBoundingClientRect();
    return { x: left, y: top, width, height };
  });
  const offsets = spreadLabels(boxes);
  buttons.forEach((button, i) => {
    const dy = offsets[i] ?? 0;
    if (dy !== 0) button.style.translate = `0 ${dy}px`;
  });
}

/**
 * Keeps marker labels from overlapping (docs/rules/map.md): measured as the map draws them, each
 * time the markers or the view change. The move is a CSS `translate` on the button, which
 * composes with its own transform and leaves the marker's place on the map unchanged.
 */
export function useSpreadLabels(canvas: RefObject<HTMLElement | null>, viewKey: unknown) {
  useLayoutEffect(() => {
    if (canvas.current) spread(canvas.current);
  }, [canvas, viewKey]);

  // The map places its markers itself, after React's render (google-map-react moves their
  // holders on each redraw): a move of a holder measures again, once per frame.
  useEffect(() => {
    const root = canvas.current;
    if (!root || typeof MutationObserver === 'undefined') return;
    let frame = 0;
    const observer = new MutationObserver((records) => {
      const moved = records.some(
        (record) =>
          record.type === 'childList' ||
          !(record.target as Element).classList.contains('hs-map-marker__button'),
      );
      if (!moved || frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        spread(root);
      });
    });
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['style'],
    });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [canvas]);
}
