import { FormattedMessage, useIntl } from 'react-intl';
import { ClosableBanner } from '../../../../ui/ClosableBanner';

interface Props {
  /** An error id of the catalogue under `prefix`, or an unknown server code shown as it is. */
  code: string;
  prefix: string;
  onClose(): void;
}

/**
 * A newsletter form's server error in the closable banner
 * (docs/rules/forms.md, "Newsletter errors").
 */
export function FormErrorBanner({ code, prefix, onClose }: Props) {
  const intl = useIntl();
  const id = `${prefix}.${code}`;
  return (
    <ClosableBanner
      focusKey={code}
      onClose={onClose}
      closeLabel={<FormattedMessage id="newsletter.error.close" />}
    >
      {intl.messages[id] !== undefined ? intl.formatMessage({ id }) : code}
    </ClosableBanner>
  );
}
