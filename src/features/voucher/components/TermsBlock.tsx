import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useHostConfig } from '../../../config/HostConfigContext';
import { useAppSelector } from '../../../store/hooks';
import { CheckboxField, useFieldError } from '../../../ui/form/fields';
import { fieldsetStyle, legendStyle } from '../../../ui/form/formStyles';
import { RecaptchaField, type RecaptchaFieldHandle } from '../../recaptcha';
import type { VoucherFormValues } from '../model/voucherValues';
import { selectVoucher } from '../voucherSlice';

/**
 * Step 5: the terms (must be accepted) and, when the brand has a reCAPTCHA key, the security
 * check. A token is single-use: after a failed purchase the check starts afresh
 * (docs/rules/forms.md, "The security check").
 */
export function TermsBlock() {
  const intl = useIntl();
  const { keys } = useHostConfig();
  const { modalError, paymentError } = useAppSelector(selectVoucher);
  const { setFieldValue } = useFormikContext<VoucherFormValues>();
  const recaptchaRef = useRef<RecaptchaFieldHandle>(null);

  useEffect(() => {
    if (!modalError && !paymentError) return;
    recaptchaRef.current?.reset();
    void setFieldValue('recaptcha', '', false);
  }, [modalError, paymentError, setFieldValue]);

  const recaptchaError = useFieldError('recaptcha');
  return (
    <fieldset style={fieldsetStyle}>
      <legend style={legendStyle}>{intl.formatMessage({ id: 'voucher.step.terms' })}</legend>
      <CheckboxField name="termsAccepted" label={intl.formatMessage({ id: 'voucher.terms' })} />
      {keys.recaptcha && (
        <RecaptchaField
          ref={recaptchaRef}
          siteKey={keys.recaptcha}
          label={intl.formatMessage({ id: 'voucher.recaptchaLabel' })}
          onToken={(token) => void setFieldValue('recaptcha', token ?? '', true)}
          error={recaptchaError}
        />
      )}
    </fieldset>
  );
}
