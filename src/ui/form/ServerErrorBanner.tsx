import { FormattedMessage, useIntl } from 'react-intl';
import { ClosableBanner } from '../ClosableBanner';

interface Props {
  /** The server's error code. */
  code: string;
  /** Where the catalogue keeps the form's messages for known codes: `${prefix}.${code}`. */
  prefix: string;
  /** The close button's message id. */
  closeLabelId: string;
  onClose(): void;
}

/**
 * A form's server error in the closable banner (docs/rules/forms.md, "Server errors in a closable
 * banner"): a code the catalogue knows in its words, any other as the server sent it, as text and
 * never as markup.
 */
export function ServerErrorBanner({ code, prefix, closeLabelId, onClose }: Props) {
  const intl = useIntl();
  const id = `${prefix}.${code}`;
  return (
    <ClosableBanner
      focusKey={code}
      onClose={onClose}
      closeLabel={<FormattedMessage id={closeLabelId} />}
    >
      {Object.hasOwn(intl.messages, id) ? intl.formatMessage({ id }) : code}
    </ClosableBanner>
  );
}
