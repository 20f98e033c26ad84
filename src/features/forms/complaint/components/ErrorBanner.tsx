import { useEffect, useRef, type CSSProperties } from 'react';
import { FormattedMessage } from 'react-intl';
import { secondaryButtonStyle } from '../../../../ui/theme';
import { complaintErrorText } from '../model/complaintSubmission';

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
  margin: '0 0 1rem',
};

/**
 * Spec 3 §2.1, §8: the server's refusal in a closable banner; known codes in the spec's words,
 * unknown ones as they are (as text, never as markup).
 */
export function ErrorBanner({ error, onClose }: { error: string; onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const message = complaintErrorText(error);
  useEffect(() => {
    closeRef.current?.focus({ preventScroll: false });
  }, [error]);
  return (
    <div role="alert" style={bannerStyle}>
      <p style={{ margin: 0 }}>
        {'id' in message ? <FormattedMessage id={message.id} /> : message.text}
      </p>
      <button ref={closeRef} type="button" style={secondaryButtonStyle} onClick={onClose}>
        <FormattedMessage id="complaint.closeError" />
      </button>
    </div>
  );
}
