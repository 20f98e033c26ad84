import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

interface Props {
  /** An error id of the catalogue under `prefix`, or an unknown server code shown as it is. */
  code: string;
  prefix: string;
  onClose(): void;
}

/** A closable banner with a form's server error (spec 3 §8); focus moves to it when it appears. */
export function FormErrorBanner({ code, prefix, onClose }: Props) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [code]);
  const id = `${prefix}.${code}`;
  const text = intl.messages[id] !== undefined ? intl.formatMessage({ id }) : code;
  return (
    <div ref={ref} role="alert" tabIndex={-1} className="hs-form-banner">
      <p>{text}</p>
      <button type="button" className="hs-button hs-button--secondary" onClick={onClose}>
        <FormattedMessage id="newsletter.error.close" />
      </button>
    </div>
  );
}
