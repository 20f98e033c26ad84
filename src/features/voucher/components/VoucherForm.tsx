import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHostConfig } from '../../../config/HostConfigContext';
import type { VoucherCart } from '../../../api/types';
import { useAppSelector } from '../../../store/hooks';
import { FocusFirstError } from '../../../ui/FocusFirstError';
import { RadioGroupField } from '../../../ui/form/fields';
import { primaryButtonStyle } from '../../../ui/theme';
import type { CardFieldsHandle } from '../../checkout';
import { restoreVoucherDraft, saveVoucherDraft } from '../model/voucherDraft';
import { voucherSchema } from '../model/voucherSchema';
import { emptyVoucherValues, type VoucherFormValues } from '../model/voucherValues';
import { selectVoucher } from '../voucherSlice';
import { FillFormsButton } from '../../../ui/form/FillFormsButton';
import { sampleVoucherValues } from '../model/sampleVoucherValues';
import { PaymentBlock } from './PaymentBlock';
import { PurchaserBlock, RecipientBlock } from './PersonBlocks';
import { TermsBlock } from './TermsBlock';
import { useVoucherChoices } from './useVoucherChoices';
import { useVoucherSubmit } from './useVoucherSubmit';
import { VoucherChallenge, VoucherErrorModal } from './VoucherDialogs';
import { VoucherPreview } from './VoucherPreview';

const layoutStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
  gap: '1.5rem',
  alignItems: 'start',
};

/** Inside the form: every change of the values is this cart's draft (a reload keeps it). */
function DraftSaver({ checkoutId }: { checkoutId: string }) {
  const { values, dirty } = useFormikContext<VoucherFormValues>();
  useEffect(() => {
    // Untouched values are what the stored draft already holds.
    if (dirty) saveVoucherDraft(checkoutId, values);
  }, [checkoutId, values, dirty]);
  return null;
}

/**
 * The six-step voucher form: amount, recipient, purchaser, payment, terms and 'Book now', beside
 * the live preview (docs/rules/voucher.md, "The form and its preview").
 */
export function VoucherForm({ checkoutId, cart }: { checkoutId: string; cart: VoucherCart }) {
  const intl = useIntl();
  const { keys } = useHostConfig();
  const { purchase } = useAppSelector(selectVoucher);
  const choices = useVoucherChoices(cart);
  const cardRef = useRef<CardFieldsHandle>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const bookRef = useRef<HTMLButtonElement>(null);
  const [initialValues] = useState(() => restoreVoucherDraft(checkoutId, emptyVoucherValues));
  const schema = useMemo(
    () =>
      voucherSchema({
        amounts: choices.amounts.map((option) => option.value),
        recaptchaRequired: Boolean(keys.recaptcha),
      }),
    [choices.amounts, keys.recaptcha],
  );
  const submit = useVoucherSubmit({ checkoutId, cart, cardRef, formRef });
  const busy = purchase.status !== 'idle';

  return (
    <Formik<VoucherFormValues>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={submit}
    >
      <>
        <div style={layoutStyle}>
          <Form noValidate ref={formRef} aria-busy={busy}>
            <FocusFirstError formRef={formRef} />
            <DraftSaver checkoutId={checkoutId} />
            <RadioGroupField
              name="amount"
              legend={intl.formatMessage({ id: 'voucher.step.amount' })}
              options={choices.amounts}
              inline
            />
            <RecipientBlock />
            <PurchaserBlock choices={choices} />
            <PaymentBlock cardRef={cardRef} />
            <TermsBlock />
            <div
              style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center' }}
            >
              <button
                ref={bookRef}
                type="submit"
                style={primaryButtonStyle}
                aria-disabled={busy || undefined}
              >
                <FormattedMessage id="voucher.submit" />
              </button>
              <FillFormsButton<VoucherFormValues>
                labelId="voucher.fillForms"
                // The security check stays the visitor's.
                fill={(values) => ({ ...sampleVoucherValues(cart), recaptcha: values.recaptcha })}
              />
            </div>
            <p role="status" aria-live="polite">
              {busy ? <FormattedMessage id="voucher.submitting" /> : null}
            </p>
          </Form>
          <VoucherPreview cart={cart} />
        </div>
        {/* Both give the focus back to the buy button when they close, to try again from there. */}
        <VoucherChallenge returnFocusRef={bookRef} />
        <VoucherErrorModal returnFocusRef={bookRef} />
      </>
    </Formik>
  );
}
