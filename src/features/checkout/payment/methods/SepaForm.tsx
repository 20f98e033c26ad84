import { useId } from 'react';
import { useField } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  friendlyIban,
  validateAccountHolder,
  validateIban,
  accountHolderMaxLength,
} from '../rules/sepaAccount';
import { ruleMessageIds, type PaymentRuleError } from '../rules/ruleMessages';
import './payment.css';
import { SepaMandate } from './SepaMandate';

/** The bank account a SepaForm edits, inside the payment step's Formik values. */
export interface SepaAccountValues {
  holder: string;
  iban: string;
}

export const emptySepaAccount: SepaAccountValues = { holder: '', iban: '' };

export interface SepaFormProps {
  /** Where the account sits in the surrounding Formik values. */
  name?: string;
  /** Who collects the debit: named in the mandate the payer gives by paying. */
  payee: string;
}

const asError = (code: PaymentRuleError | null) => code ?? undefined;

/**
 * Account holder and IBAN for direct debit (docs/rules/checkout.md, "Direct debit"), as fields of
 * the payment step's Formik form: they validate with it, so an invalid account stops the submit.
 * The IBAN stays in the form's own state; nothing here stores or logs it.
 */
export function SepaForm({ name = 'bankAccount', payee }: SepaFormProps) {
  const intl = useIntl();
  const id = useId();
  const [holder, holderMeta] = useField<string>({
    name: `${name}.holder`,
    validate: (value: string | undefined) => asError(validateAccountHolder(value ?? '')),
  });
  const [iban, ibanMeta, ibanHelpers] = useField<string>({
    name: `${name}.iban`,
    validate: (value: string | undefined) => asError(validateIban(value ?? '')),
  });
  const holderError = holderMeta.touched
    ? (holderMeta.error as PaymentRuleError | undefined)
    : undefined;
  const ibanError = ibanMeta.touched ? (ibanMeta.error as PaymentRuleError | undefined) : undefined;

  return (
    <>
      <fieldset className="hs-payment__fieldset">
        <legend>
          <FormattedMessage id="checkout.payment.sepa.legend" />
        </legend>
        <div className="hs-payment__field">
          <label htmlFor={`${id}-holder`}>
            <FormattedMessage id="checkout.payment.sepa.holder" />
          </label>
          <input
            {...holder}
            value={holder.value ?? ''}
            id={`${id}-holder`}
            type="text"
            autoComplete="name"
            // aria-required, not required: the browser's own check would block the submit before
            // the form shows its messages at the fields.
            maxLength={accountHolderMaxLength + 10}
            aria-required="true"
            aria-invalid={holderError ? true : undefined}
            aria-describedby={holderError ? `${id}-holder-error` : undefined}
          />
          {holderError && (
            <p id={`${id}-holder-error`} className="hs-payment__error">
              {intl.formatMessage({ id: ruleMessageIds[holderError] })}
            </p>
          )}
        </div>
        <div className="hs-payment__field">
          <label htmlFor={`${id}-iban`}>
            <FormattedMessage id="checkout.payment.sepa.iban" />
          </label>
          <input
            {...iban}
            value={iban.value ?? ''}
            id={`${id}-iban`}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-required="true"
            aria-invalid={ibanError ? true : undefined}
            aria-describedby={`${id}-iban-hint${ibanError ? ` ${id}-iban-error` : ''}`}
            onBlur={(event) => {
              iban.onBlur(event);
              // Read back in groups of four, the way it is printed on statements.
              if (iban.value) void ibanHelpers.setValue(friendlyIban(iban.value));
            }}
          />
          <span id={`${id}-iban-hint`} className="hs-payment__hint">
            <FormattedMessage id="checkout.payment.sepa.ibanHint" />
          </span>
          {ibanError && (
            <p id={`${id}-iban-error`} className="hs-payment__error">
              {intl.formatMessage({ id: ruleMessageIds[ibanError] })}
            </p>
          )}
        </div>
      </fieldset>
      <SepaMandate payee={payee} />
    </>
  );
}
