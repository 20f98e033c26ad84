import { FormattedMessage } from 'react-intl';
import { ClosableBanner } from '../../../../ui/ClosableBanner';
import { complaintErrorText } from '../model/complaintSubmission';

/**
 * The server's refusal in a closable banner (docs/rules/forms.md, "Sending a complaint"): known
 * codes in the catalogue's words, unknown ones as they are (as text, never as markup).
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
