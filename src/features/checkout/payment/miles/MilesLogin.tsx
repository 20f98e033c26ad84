import { useId, useState } from 'react';
import { Form, Formik, useField, type FormikErrors } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { ruleMessageIds, validateMilesCardNumber } from '../rules';
import '../methods/payment.css';
import type { MilesLogin as MilesLoginResult } from './milesAccount';
import { useMilesLogin, type MilesCredentials } from './useMilesLogin';

export interface MilesLoginProps {
  checkoutId: string;
  /** The account of a successful login; the caller keeps it in its own state. */
  onLoggedIn: (login: MilesLoginResult) => void;
}

const emptyCredentials: MilesCredentials = { cardNumber: '', pin: '' };

function validate(values: MilesCredentials): FormikErrors<MilesCredentials> {
  const errors: FormikErrors<MilesCredentials> = {};
  const cardError = validateMilesCardNumber(values.cardNumber);
  if (cardError) errors.cardNumber = ruleMessageIds[cardError];
  if (!values.pin) errors.pin = 'checkout.payment.miles.pinRequired';
  return errors;
}

function CredentialField(props: {
  name: keyof MilesCredentials;
  label: string;
  type: 'text' | 'password';
  inputMode?: 'numeric';
}) {
  const intl = useIntl();
  const id = useId();
  const [field, meta] = useField<string>(props.name);
  const error = meta.touched ? meta.error : undefined;
  return (
    <div className="hs-payment__field">
      <label htmlFor={id}>
        <FormattedMessage id={props.label} />
      </label>
      <input
        {...field}
        id={id}
        type={props.type}
        inputMode={props.inputMode}
        autoComplete="off"
        spellCheck={false}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="hs-payment__error">
          {intl.formatMessage({ id: error })}
        </p>
      )}
    </div>
  );
}

/**
 * The Miles and More login (docs/rules/checkout.md, "The Miles and More login"): service card
 * number (15 digits) and PIN. Its own small form, so Enter logs in rather than paying. The PIN
 * lives in this form's state only and is cleared after a failed try; a successful login unmounts
 * the form with it.
 */
export function MilesLogin({ checkoutId, onLoggedIn }: MilesLoginProps) {
  const login = useMilesLogin(checkoutId);
  const [failed, setFailed] = useState(false);

  return (
    <Formik<MilesCredentials>
      initialValues={emptyCredentials}
      validate={validate}
      onSubmit={async (values, helpers) => {
        setFailed(false);
        const result = await login({
          cardNumber: values.cardNumber.replace(/\s/g, ''),
          pin: values.pin,
        });
        if (result) {
          onLoggedIn(result);
          return;
        }
        setFailed(true);
        helpers.setFieldValue('pin', '', false);
        helpers.setFieldTouched('pin', false, false);
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate>
          <fieldset className="hs-payment__fieldset" disabled={isSubmitting}>
            <legend>
              <FormattedMessage id="checkout.payment.miles.legend" />
            </legend>
            <p className="hs-payment__hint">
              <FormattedMessage id="checkout.payment.miles.loginIntro" />
            </p>
            {failed && (
              <p role="alert" className="hs-payment__error">
                <FormattedMessage id="checkout.payment.error.milesMoreLoginError" />
              </p>
            )}
            <CredentialField
              name="cardNumber"
              label="checkout.payment.miles.cardNumber"
              type="text"
              inputMode="numeric"
            />
            <CredentialField name="pin" label="checkout.payment.miles.pin" type="password" />
            <div>
              <button type="submit" className="hs-payment__button">
                <FormattedMessage id="checkout.payment.miles.login" />
              </button>
            </div>
          </fieldset>
        </Form>
      )}
    </Formik>
  );
}
