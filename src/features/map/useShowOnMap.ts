import { useCallback, useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../../ui/usePrefersReducedMotion';
import type { MapFocusRequest } from './components/MapPanel';
import type { MapFocus } from './mapSlice';

/**
 * "Show on map" from a list item (docs/rules/map.md, "Opening the map"): the map centres that
 * hotel at fit zoom and the page brings the map into view and moves focus to it, so keyboard
 * users land where they look.
 * Closing the map forgets the hotel: opening it again starts from the search's default view.
 */
export function useShowOnMap(mapOpen: boolean) {
  const regionRef = useRef<HTMLElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [focus, setFocus] = useState<MapFocusRequest | null>(null);
  const [wasOpen, setWasOpen] = useState(mapOpen);
  if (wasOpen !== mapOpen) {
    setWasOpen(mapOpen);
    if (!mapOpen) setFocus(null);
  }

  const showHotel = useCallback(
    (hotel: MapFocus) => setFocus((previous) => ({ ...hotel, nonce: (previous?.nonce ?? 0) + 1 })),
    [],
  );

  useEffect(() => {
    const region = regionRef.current;
    if (!focus || !mapOpen || !region) return;
    // jsdom and a few embedded browsers have no scrollIntoView.
    region.scrollIntoView?.({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    region.focus({ preventScroll: true });
    // Only a new request scrolls; a change of motion preference does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [focus, mapOpen]);

  return { regionRef, focus: mapOpen ? focus : null, showHotel };
}
