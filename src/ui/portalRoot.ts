import { createContext, useContext, type RefObject } from 'react';

/**
 * The shop's root element, for overlays drawn through a portal: inside it the brand's custom
 * properties and the shop's styles apply. A ref, not a state: handing the element down as state
 * would render the whole shell a second time, synchronously, right after its first commit.
 */
export const PortalRootContext = createContext<RefObject<Element | null> | null>(null);

/**
 * Where an overlay is drawn: the element given, else the shop's root, else the document's body
 * (a component rendered outside the shell, as in a unit test). Overlays render after the shell's
 * first commit, when the root is in the page.
 */
export function usePortalTarget(container?: Element): Element {
  const root = useContext(PortalRootContext);
  return container ?? root?.current ?? document.body;
}
