import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { secondaryButtonStyle } from './theme';

const bannerStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.75rem',
  border: '1px solid #b00020',
  borderRadius: '4px',
  background: '#fdecee',
  color: '#5c0011',
  padding: '0.75rem 1rem',
  margin: '0.75rem 0',
};

interface Props {
  /** The message, as text: a server's unknown code is shown as it is, never as markup. */
  children: ReactNode;
  closeLabel: ReactNode;
  onClose(): void;
  /** A new value (the error code) brings the focus back to the banner's close button. */
  focusKey: string;
}

/**
 * A form's server error in a closable banner: announced as an alert, and its close button takes
 * the focus, so the keyboard is where the message is. The rule:
 * docs/rules/forms.md, "Server errors in a closable banner".
 */
export function ClosableBanner({ children, closeLabel, onClose, focusKey }: Props) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeRef.current?.focus({ preventScroll: false });
  }, [focusKey]);
  return (
    <div role="alert" style={bannerStyle}>
      <p style={{ margin: 0, flex: '1 1 14rem' }}>{children}</p>
      <button ref={closeRef} type="button" style={secondaryButtonStyle} onClick={onClose}>
        {closeLabel}
      </button>
    </div>
  );
}
