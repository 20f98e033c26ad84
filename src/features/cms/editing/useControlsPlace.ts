import { useCallback, useState } from 'react';

// A text inside a link, button or tab cannot hold an Edit button (no control inside a control).
const interactive = 'a[href],button,summary,label,[role=button],[role=link],[role=tab]';
// Containers that may hold only their own kind of children: the controls go after them.
const strictContainers = '[role=tablist],[role=menu],[role=menubar],[role=listbox]';

/**
 * Where the editing controls of a text go. Give the ref to the text's element; the place is null
 * beside the text itself, or an element made just after the control (or tab list) that holds
 * the text, for a portal.
 */
export function useControlsPlace(): [(text: HTMLElement | null) => () => void, HTMLElement | null] {
  const [place, setPlace] = useState<HTMLElement | null>(null);
  const textRef = useCallback((text: HTMLElement | null) => {
    const control = text?.parentElement?.closest<HTMLElement>(interactive);
    if (!control) return () => undefined;
    const anchor = control.closest<HTMLElement>(strictContainers) ?? control;
    const host = document.createElement('span');
    host.className = 'hs-cms-edit-place';
    anchor.after(host);
    setPlace(host);
    return () => {
      host.remove();
      setPlace(null);
    };
  }, []);
  return [textRef, place];
}
