import {
  forwardRef,
  useId,
  useImperativeHandle,
  useRef,
  type CSSProperties,
  type Ref,
} from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHostConfig } from '../../config/HostConfigContext';
import { ConsentGate } from '../consent';
import { secondaryButtonStyle } from '../../ui/theme';
import { useRecaptchaWidget } from './useRecaptchaWidget';

/** What a form may do with the field: untick it after a failed submit (tokens are single-use). */
export interface RecaptchaFieldHandle {
  reset: () => void;
}

export interface RecaptchaFieldProps {
  /** The brand's public key (`keys.recaptcha`). */
  siteKey: string;
  /** The response token once the visitor passed the check; null once it expired, failed or reset. */
  onToken: (token: string | null) => void;
  /** The form's message for this field, already translated. */
  error?: string;
  /** Default: 'Security check'. */
  label?: string;
}

const fieldStyle: CSSProperties = { display: 'grid', gap: '0.25rem', marginBottom: '0.75rem' };
const messageStyle: CSSProperties = { margin: 0 };
const errorStyle: CSSProperties = { color: '#b00020', margin: 0, fontSize: '0.875rem' };

interface WidgetProps extends Omit<RecaptchaFieldProps, 'error' | 'label'> {
  handle: Ref<RecaptchaFieldHandle>;
}

/** The widget once consent is given: loading, failed with 'Try again', or the widget itself. */
function RecaptchaWidget({ siteKey, onToken, handle }: WidgetProps) {
  const intl = useIntl();
  const { keys } = useHostConfig();
  const { hostRef, status, notice, retry, reset } = useRecaptchaWidget({
    siteKey,
    onToken,
    scriptUrl: keys.recaptchaScriptUrl,
    language: intl.locale.split('-')[0] ?? 'en',
  });
  useImperativeHandle(handle, () => ({ reset }));
  return (
    <>
      {status === 'loading' && (
        <p role="status" style={messageStyle}>
          <FormattedMessage id="ui.recaptcha.loading" />
        </p>
      )}
      {status === 'failed' && (
        <div role="alert">
          <p style={messageStyle}>
            <FormattedMessage id="ui.recaptcha.failed" />
          </p>
          <button type="button" style={secondaryButtonStyle} onClick={retry}>
            <FormattedMessage id="ui.retry" />
          </button>
        </div>
      )}
      <div ref={hostRef} />
      {notice === 'expired' && (
        <p role="status" style={messageStyle}>
          <FormattedMessage id="ui.recaptcha.expired" />
        </p>
      )}
      {notice === 'widgetError' && (
        <div role="alert">
          <p style={messageStyle}>
            <FormattedMessage id="ui.recaptcha.widgetError" />
          </p>
          <button type="button" style={secondaryButtonStyle} onClick={reset}>
            <FormattedMessage id="ui.retry" />
          </button>
        </div>
      )}
    </>
  );
}

/**
 * reCAPTCHA v2 checkbox for a form (docs/rules/forms.md, "The security check"): behind the consent placeholder
 * until the visitor accepts it or has consented to analytics, then Google's widget, loaded lazily.
 * The form keeps the token and shows its own error here; the group is named and described by it,
 * and can take focus (tabIndex -1) when a form moves to its first error.
 */
export const RecaptchaField = forwardRef<RecaptchaFieldHandle, RecaptchaFieldProps>(
  function RecaptchaField({ siteKey, onToken, error, label }, ref) {
    const intl = useIntl();
    const id = useId();
    const widget = useRef<RecaptchaFieldHandle>(null);
    useImperativeHandle(ref, () => ({ reset: () => widget.current?.reset() }));
    return (
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        // Groups have no invalid state; forms find their first error by this (ui/FocusFirstError).
        data-invalid={error ? 'true' : undefined}
        tabIndex={-1}
        style={fieldStyle}
      >
        <span id={`${id}-label`}>{label ?? intl.formatMessage({ id: 'ui.recaptcha.label' })}</span>
        <ConsentGate
          service="recaptcha"
          alsoGrantedBy={['analytics']}
          serviceName={intl.formatMessage({ id: 'ui.recaptcha.service' })}
        >
          <RecaptchaWidget siteKey={siteKey} onToken={onToken} handle={widget} />
        </ConsentGate>
        {error && (
          <p id={`${id}-error`} role="alert" style={errorStyle}>
            {error}
          </p>
        )}
      </div>
    );
  },
);
