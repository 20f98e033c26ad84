import { useCallback, useRef, useState } from 'react';

// A text inside a link, button or tab cannot hold an Edit button (no control inside a control).
const interactive = 'a[href],button,summary,label,[role=button],[role=link],[role=tab]';
// Containers that may hold only their own kind of children: the controls go after them.
const strictContainers = '[role=tablist],[role=menu],[role=menubar],[role=listbox]';
const placeClass = 'hs-cms-edit-place';

export type ControlsPlace = HTMLElement | 'beside' | null;

/**
 * Where the editing controls of a text go: 'beside' the text, or into an element made just after
 * the control (or tab list) that holds the text, for a portal; null until the text is in the
 * document, so the controls never show, even for a moment, inside a link. Give the ref to the
 * text's element. The element made for the controls goes when the text goes or moves.
 */
export function useControlsPlace(): [(text: HTMLElement | null) => void, ControlsPlace] {
  const [place, setPlace] = useState<ControlsPlace>(null);
  // React 18 calls a callback ref with null on unmount and ignores a returned clean-up, so the
  // element made for the controls is kept here and removed on the next call.
  const made = useRef<HTMLElement | null>(null);
  const textRef = useCallback((text: HTMLElement | null) => {
    const previous = made.current;
    previous?.remove();
    made.current = null;
    if (!text) {
      // A place beside the text stays right while the text is away (swapped for its open form).
      if (previous) setPlace(null);
      return;
    }
    const control = text.parentElement?.closest<HTMLElement>(interactive);
    if (!control) {
      setPlace('beside');
      return;
    }
    let anchor: Element = control.closest<HTMLElement>(strictContainers) ?? control;
    // Several texts of one tab list: their controls follow it in the order of the texts.
    while (anchor.nextElementSibling?.classList.contains(placeClass)) {
      anchor = anchor.nextElementSibling;
    }
    const host = document.createElement('span');
    host.className = placeClass;
    anchor.after(host);
    made.current = host;
    setPlace(host);
  }, []);
  return [textRef, place];
}
