import { FormattedMessage } from 'react-intl';
import { ClosableBanner } from '../../../../ui/ClosableBanner';
import { complaintErrorText } from '../model/complaintSubmission';

/**
 * Spec 3 §2.1, §8: the server's refusal in a closable banner; known codes in the spec's words,
 * unknown ones as they are (as text, never as markup).
 */
export function ErrorBanner({ error, onClose }: { error: string; onClose: () => void }) {
  const message = complaintErrorText(error);
  return (
    <ClosableBanner
      focusKey={error}
      onClose={onClose}
      closeLabel={<FormattedMessage id="complaint.closeError" />}
    >
      {'id' in message ? <FormattedMessage id={message.id} /> : message.text}
    </ClosableBanner>
  );
}
