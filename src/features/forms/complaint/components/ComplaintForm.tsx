import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useId, useMemo, useRef, type CSSProperties } from 'react';
import { FormattedMessage } from 'react-intl';
import { useHostConfig } from '../../../../config/HostConfigContext';
import { FocusFirstError } from '../../../../ui/FocusFirstError';
import { hintStyle } from '../../../../ui/form/formStyles';
import { primaryButtonStyle } from '../../../../ui/theme';
import { RecaptchaField, type RecaptchaFieldHandle } from '../../../recaptcha';
import { complaintSchema } from '../model/complaintSchema';
import type { ComplaintSubmission } from '../model/complaintSubmission';
import { emptyComplaintValues, type ComplaintFormValues } from '../model/complaintValues';
import { ComplaintFields } from './ComplaintFields';
import { ConcernsField } from './ConcernsField';
import { ServerErrorBanner } from '../../../../ui/form/ServerErrorBanner';
import { useFieldError } from '../../../../ui/form/fields';
import { FilesField } from './FilesField';
import { FillFormsButton } from '../../../../ui/form/FillFormsButton';
import { sampleComplaintValues } from '../model/sampleComplaintValues';
import { UploadProgress } from './UploadProgress';

const actionsStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.75rem',
  alignItems: 'center',
};

/** The security check when the brand has a key; a failed submit used its token, so it restarts. */
function SecurityCheck({ failed }: { failed: boolean }) {
  const { keys } = useHostConfig();
  const { setFieldValue, setFieldTouched } = useFormikContext<ComplaintFormValues>();
  const error = useFieldError('recaptcha');
  const widget = useRef<RecaptchaFieldHandle>(null);
  useEffect(() => {
    if (!failed) return;
    widget.current?.reset();
    void setFieldValue('recaptcha', '', true);
  }, [failed, setFieldValue]);
  if (!keys.recaptcha) return null;
  return (
    <RecaptchaField
      ref={widget}
      siteKey={keys.recaptcha}
      error={error}
      onToken={(token) => {
        void setFieldValue('recaptcha', token ?? '', true);
        void setFieldTouched('recaptcha', true, false);
      }}
    />
  );
}

interface Props {
  /** The id of the heading that names the form. */
  labelledBy: string;
  submission: ComplaintSubmission;
  onSubmit: (values: ComplaintFormValues) => Promise<void>;
  onCloseBanner: () => void;
}

/**
 * The complaint form (docs/rules/forms.md, "Sending a complaint"). Send stays disabled while the
 * form is pristine, invalid or being sent; what was typed stays after a failure.
 */
export function ComplaintForm({ labelledBy, submission, onSubmit, onCloseBanner }: Props) {
  const { keys } = useHostConfig();
  const formRef = useRef<HTMLFormElement>(null);
  const sendRef = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  const closeBanner = () => {
    onCloseBanner();
    // The Close button goes away: the focus moves on to what is needed next, the security check
    // that restarted (the first invalid control) or Send.
    window.setTimeout(() => {
      const invalid = formRef.current?.querySelector<HTMLElement>(
        '[aria-invalid="true"], [data-invalid="true"]',
      );
      (invalid ?? sendRef.current)?.focus();
    }, 0);
  };
  const schema = useMemo(
    () => complaintSchema({ recaptchaRequired: Boolean(keys.recaptcha) }),
    [keys.recaptcha],
  );
  const sending = submission.status === 'submitting';
  return (
    <Formik<ComplaintFormValues>
      initialValues={emptyComplaintValues}
      validationSchema={schema}
      onSubmit={onSubmit}
    >
      {({ dirty, isValid, isSubmitting, values }) => {
        const disabled = !dirty || !isValid || isSubmitting || sending;
        return (
          <Form noValidate ref={formRef} aria-labelledby={labelledBy} aria-busy={sending}>
            <FocusFirstError formRef={formRef} />
            <ComplaintFields />
            <ConcernsField />
            <FilesField />
            <SecurityCheck failed={submission.status === 'failed'} />
            {submission.status === 'failed' && (
              <ServerErrorBanner
                code={submission.error}
                prefix="complaint.server"
                closeLabelId="complaint.closeError"
                onClose={closeBanner}
              />
            )}
            <div style={actionsStyle}>
              <button
                ref={sendRef}
                type="submit"
                style={primaryButtonStyle}
                disabled={disabled}
                aria-describedby={disabled && !sending ? hintId : undefined}
              >
                <FormattedMessage id="complaint.submit" />
              </button>
              <FillFormsButton<ComplaintFormValues>
                labelId="complaint.fillForms"
                fill={(values) => ({ ...values, ...sampleComplaintValues })}
              />
            </div>
            {disabled && !sending && (
              <p id={hintId} style={hintStyle}>
                <FormattedMessage id="complaint.disabledHint" />
              </p>
            )}
            <UploadProgress submission={submission} files={values.files} />
          </Form>
        );
      }}
    </Formik>
  );
}
