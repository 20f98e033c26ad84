import { useEffect, useRef, type RefObject } from 'react';

export interface FocusTrapOptions {
  /** Called on Escape; without it Escape does nothing (a dialog that must not be dismissed). */
  onEscape?: () => void;
  /** Receives focus on activation instead of the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement>;
  /** Receives focus on deactivation instead of the element focused before activation. */
  returnFocusRef?: RefObject<HTMLElement>;
}

const focusableSelector = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

/** Elements inside `container` that Tab can reach, in document order. */
export function getTabbableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert]'),
  );
}

// Traps can nest (a flyout inside a modal): only the most recently activated one handles keys,
// so Escape closes the innermost layer only.
const activeTraps: object[] = [];

function isTopmost(trap: object): boolean {
  return activeTraps[activeTraps.length - 1] === trap;
}

/**
 * Keeps keyboard focus inside `containerRef` while `active`: focus moves in on activation, Tab and
 * Shift+Tab cycle, Escape calls `onEscape`, and focus returns on deactivation. The container
 * should carry tabIndex={-1} so it can hold focus when it has nothing focusable.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement>,
  active: boolean,
  options: FocusTrapOptions = {},
): void {
  // Read at event time so callers may pass fresh callbacks without re-running the trap.
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;

    const trap = {};
    activeTraps.push(trap);
    const previouslyFocused =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const initialTarget =
      optionsRef.current.initialFocusRef?.current ?? getTabbableElements(container)[0] ?? container;
    initialTarget.focus();

    const handleKeyDown = (event: KeyboardEvent) => {
      // A widget inside the trap (an autocomplete, say) may consume Escape itself.
      if (!isTopmost(trap) || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        const { onEscape } = optionsRef.current;
        if (onEscape) {
          event.preventDefault();
          onEscape();
        }
      } else if (event.key === 'Tab') {
        cycleFocus(event, container);
      }
    };
    document.addEventListener('keydown', handleKeyDown);

    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      activeTraps.splice(activeTraps.indexOf(trap), 1);
      const returnTarget = optionsRef.current.returnFocusRef?.current ?? previouslyFocused;
      // Leave focus alone when the visitor already moved it elsewhere (clicked another control).
      const focusNow = document.activeElement;
      const focusIsLost = !focusNow || focusNow === document.body || container.contains(focusNow);
      if (returnTarget?.isConnected && focusIsLost) returnTarget.focus();
    };
  }, [active, containerRef]);
}

function cycleFocus(event: KeyboardEvent, container: HTMLElement): void {
  const tabbable = getTabbableElements(container);
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  const current = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    container.focus();
    return;
  }
  const focusOutside = !current || current === container || !container.contains(current);
  if (event.shiftKey && (current === first || focusOutside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (current === last || focusOutside)) {
    event.preventDefault();
    first.focus();
  }
}
