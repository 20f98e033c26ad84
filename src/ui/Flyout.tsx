import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { secondaryButtonStyle, themeColor, themeRadius } from './theme';
import { useFocusTrap } from './useFocusTrap';

export interface FlyoutProps {
  /** Content of the trigger button; it is also the button's accessible name. */
  label: ReactNode;
  /** Accessible name of the panel (e.g. 'Travellers'). */
  panelLabel: string;
  /** Panel content; a function receives `close` for a Done button. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Controlled mode: pass `open` with `onOpenChange`. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Fires once each time the panel closes, however it was closed. */
  onClose?: () => void;
  /**
   * Fires when the visitor points at, presses, touches or focuses the trigger: a head start for a
   * panel whose content loads on demand, so it is usually in by the time the panel opens.
   */
  onIntent?: () => void;
  disabled?: boolean;
  /** Which edge of the trigger the panel lines up with. */
  align?: 'start' | 'end';
  className?: string;
}

const wrapperStyle: CSSProperties = { position: 'relative', display: 'inline-block' };
// Flyouts sit in headers and search bars of any colour: the trigger takes its context's colour.
const flyoutTriggerStyle: CSSProperties = {
  ...secondaryButtonStyle,
  color: 'inherit',
  borderColor: 'currentColor',
};

export function Flyout({
  label,
  panelLabel,
  children,
  open,
  defaultOpen = false,
  onOpenChange,
  onClose,
  onIntent,
  disabled = false,
  align = 'start',
  className,
}: FlyoutProps) {
  const panelId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isControlled = open !== undefined;
  // A disabled flyout (market switch during checkout) never shows its panel.
  const isOpen = (isControlled ? open : uncontrolledOpen) && !disabled;

  const setOpen = useCallback(
    (next: boolean) => {
      if (next === isOpen) return;
      if (!isControlled) setUncontrolledOpen(next);
      onOpenChange?.(next);
    },
    [isOpen, isControlled, onOpenChange],
  );
  const close = useCallback(() => setOpen(false), [setOpen]);

  // Reported from the state change itself, not from the close requests: Escape and an outside
  // press arriving together, or a controlled owner closing it, still mean exactly one close.
  const wasOpen = useRef(isOpen);
  useEffect(() => {
    if (wasOpen.current && !isOpen) onClose?.();
    wasOpen.current = isOpen;
  }, [isOpen, onClose]);

  useFocusTrap(panelRef, isOpen, { onEscape: close, returnFocusRef: triggerRef });

  useEffect(() => {
    if (!isOpen) return;
    const closeOnOutsidePress = (event: MouseEvent) => {
      const target = event.target as Node;
      // The trigger toggles on its own click; counting it as outside would reopen the panel.
      if (panelRef.current?.contains(target) || triggerRef.current?.contains(target)) return;
      close();
    };
    document.addEventListener('mousedown', closeOnOutsidePress);
    return () => document.removeEventListener('mousedown', closeOnOutsidePress);
  }, [isOpen, close]);

  const panelStyle: CSSProperties = {
    position: 'absolute',
    top: 'calc(100% + 0.25rem)',
    [align === 'end' ? 'right' : 'left']: 0,
    zIndex: 10,
    minWidth: '100%',
    padding: '1rem',
    borderRadius: themeRadius,
    background: themeColor.surface,
    color: themeColor.text,
    boxShadow: '0 0.25rem 1rem rgba(0, 0, 0, 0.2)',
  };

  return (
    <div className={['hs-flyout', className].filter(Boolean).join(' ')} style={wrapperStyle}>
      <button
        ref={triggerRef}
        type="button"
        className="hs-flyout__trigger"
        style={{ ...flyoutTriggerStyle, opacity: disabled ? 0.5 : 1 }}
        disabled={disabled}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        // Points at the panel only while it exists: a closed panel is not rendered.
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => setOpen(!isOpen)}
        onPointerEnter={onIntent}
        onPointerDown={onIntent}
        onTouchStart={onIntent}
        onFocus={onIntent}
      >
        {label}
      </button>
      {isOpen && (
        <div
          ref={panelRef}
          id={panelId}
          className="hs-flyout__panel"
          role="dialog"
          aria-label={panelLabel}
          tabIndex={-1}
          style={panelStyle}
        >
          {typeof children === 'function' ? children(close) : children}
        </div>
      )}
    </div>
  );
}
