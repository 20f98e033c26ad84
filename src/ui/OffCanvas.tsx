import { useId, useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { iconButtonStyle, overlayZIndex, themeColor } from './theme';
import { useFocusTrap } from './useFocusTrap';
import { usePortalTarget } from './portalRoot';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import { inertAttribute } from './domAttributes';

export type OffCanvasState = 'open' | 'closed';

export interface OffCanvasProps {
  open: boolean;
  onClose: () => void;
  /** Heading of the panel, also its accessible name (the shell passes 'Menu'). */
  title: string;
  children?: ReactNode;
  /** DOM id of the panel, for the burger button's aria-controls. */
  id?: string;
  side?: 'left' | 'right';
  /** Portal target; by default the shop's root, where the brand's custom properties apply. */
  container?: Element;
  /** The burger button; focus returns there on close. */
  returnFocusRef?: RefObject<HTMLElement>;
}

const slideMs = 250;

export function OffCanvas({
  open,
  onClose,
  title,
  children,
  id,
  side = 'left',
  container,
  returnFocusRef,
}: OffCanvasProps) {
  const intl = useIntl();
  const headingId = useId();
  const target = usePortalTarget(container);
  const panelRef = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const state: OffCanvasState = open ? 'open' : 'closed';

  useFocusTrap(panelRef, open, { onEscape: onClose, returnFocusRef });

  // The panel stays mounted so it can slide out: `inert` makes the closed panel unreachable at
  // once, `visibility` hides it from everything once the slide has finished.
  const transition = reducedMotion
    ? 'none'
    : `transform ${slideMs}ms ease, visibility 0s linear ${open ? 0 : slideMs}ms`;
  const hiddenOffset = side === 'left' ? '-100%' : '100%';
  const panelStyle: CSSProperties = {
    position: 'fixed',
    top: 0,
    bottom: 0,
    [side]: 0,
    zIndex: overlayZIndex,
    width: 'min(20rem, 85vw)',
    overflowY: 'auto',
    padding: '1rem',
    background: themeColor.surface,
    color: themeColor.text,
    boxShadow: '0 0 1.5rem rgba(0, 0, 0, 0.3)',
    transform: open ? 'translateX(0)' : `translateX(${hiddenOffset})`,
    visibility: open ? 'visible' : 'hidden',
    transition,
  };
  const backdropStyle: CSSProperties = {
    position: 'fixed',
    inset: 0,
    zIndex: overlayZIndex,
    background: 'rgba(0, 0, 0, 0.4)',
  };

  return createPortal(
    <div className="hs-off-canvas">
      {open && (
        // Pointer-only convenience; keyboard users close with Escape or the close button.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- see above
        <div className="hs-off-canvas__backdrop" style={backdropStyle} onClick={onClose} />
      )}
      <div
        ref={panelRef}
        id={id}
        className="hs-off-canvas__panel"
        data-state={state}
        role="dialog"
        aria-modal={open}
        aria-labelledby={headingId}
        {...inertAttribute(!open)}
        tabIndex={-1}
        style={panelStyle}
      >
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <h2 id={headingId} style={{ margin: 0, fontSize: '1.25rem' }}>
            {title}
          </h2>
          <button
            type="button"
            aria-label={intl.formatMessage({ id: 'ui.offCanvas.close' })}
            style={iconButtonStyle}
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </div>,
    target,
  );
}
