import { useId, useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { iconButtonStyle, overlayZIndex, themeColor, themeRadius } from './theme';
import { useFocusTrap } from './useFocusTrap';
import { usePortalTarget } from './portalRoot';

export type ModalSize = 'small' | 'medium' | 'large';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons shown under the content. */
  footer?: ReactNode;
  size?: ModalSize;
  /** false: no close button and Escape does nothing; the owner closes it (e.g. after 3-D Secure). */
  dismissible?: boolean;
  closeOnOverlayClick?: boolean;
  /** Portal target; by default the shop's root, where the brand's custom properties apply. */
  container?: Element;
  initialFocusRef?: RefObject<HTMLElement>;
  returnFocusRef?: RefObject<HTMLElement>;
}

const maxWidthBySize: Record<ModalSize, string> = {
  small: '25rem',
  medium: '37.5rem',
  large: '60rem',
};

const overlayStyle: CSSProperties = {
  position: 'fixed',
  inset: 0,
  zIndex: overlayZIndex,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '1rem',
  background: 'rgba(0, 0, 0, 0.5)',
};

const headerStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '1rem',
};

export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'medium',
  dismissible = true,
  closeOnOverlayClick = true,
  container,
  initialFocusRef,
  returnFocusRef,
}: ModalProps) {
  const intl = useIntl();
  const titleId = useId();
  const target = usePortalTarget(container);
  const dialogRef = useRef<HTMLDivElement>(null);
  // Only a press that starts on the overlay counts: a text selection dragged out of the dialog
  // ends with a click on the overlay too and must not close it.
  const pressStartedOnOverlay = useRef(false);

  useFocusTrap(dialogRef, open, {
    onEscape: dismissible ? onClose : undefined,
    initialFocusRef,
    returnFocusRef,
  });

  if (!open) return null;

  const dialogStyle: CSSProperties = {
    width: '100%',
    maxWidth: maxWidthBySize[size],
    maxHeight: '90vh',
    overflowY: 'auto',
    padding: '1.5rem',
    borderRadius: themeRadius,
    background: themeColor.surface,
    color: themeColor.text,
    boxShadow: '0 0.5rem 2rem rgba(0, 0, 0, 0.3)',
  };

  return createPortal(
    // Pointer-only convenience; keyboard users close with Escape or the close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- see above
    <div
      className="hs-modal-overlay"
      style={overlayStyle}
      onMouseDown={(event) => {
        pressStartedOnOverlay.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        const isOverlay = event.target === event.currentTarget && pressStartedOnOverlay.current;
        if (isOverlay && closeOnOverlayClick && dismissible) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={`hs-modal hs-modal--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        style={dialogStyle}
      >
        <div style={headerStyle}>
          <h2 id={titleId} style={{ margin: 0, fontSize: '1.25rem' }}>
            {title}
          </h2>
          {dismissible && (
            <button
              type="button"
              aria-label={intl.formatMessage({ id: 'ui.modal.close' })}
              style={iconButtonStyle}
              onClick={onClose}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div className="hs-modal__body">{children}</div>
        {footer && (
          <div className="hs-modal__footer" style={{ marginTop: '1.5rem', textAlign: 'right' }}>
            {footer}
          </div>
        )}
      </div>
    </div>,
    target,
  );
}
