import type { RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHostConfig } from '../../../config/HostConfigContext';
import type { PaymentConfig } from '../../../api/types';
import { errorStyle, fieldsetStyle, hintStyle, legendStyle } from '../../../ui/form/formStyles';
import { useAppSelector } from '../../../store/hooks';
import { CardFields, paymentVault, type CardFieldsHandle } from '../../checkout';
import { voucherPaymentConfigKey } from '../voucherSaga';
import { selectVoucher } from '../voucherSlice';

/**
 * Step 4: card payment through the same hosted card fields as the booking checkout
 * (docs/rules/voucher.md, "Paying by card"); a cancelled 3-D Secure challenge is said here, with
 * the form kept for another try.
 */
export function PaymentBlock({ cardRef }: { cardRef: RefObject<CardFieldsHandle> }) {
  const intl = useIntl();
  const config = useHostConfig();
  const { checkoutId, paymentConfigReady, paymentError } = useAppSelector(selectVoucher);
  const providerConfig =
    paymentConfigReady && checkoutId
      ? paymentVault.peek<PaymentConfig>(voucherPaymentConfigKey(checkoutId))
      : undefined;
  return (
    <fieldset style={fieldsetStyle}>
      <legend style={legendStyle}>{intl.formatMessage({ id: 'voucher.step.payment' })}</legend>
      <p style={hintStyle}>
        <FormattedMessage id="voucher.payment.cardOnly" />
      </p>
      {providerConfig ? (
        <CardFields
          ref={cardRef}
          transactionId={providerConfig.transactionId}
          scriptUrl={config.keys.cardFieldsScriptUrl}
          focusOnReady={false}
        />
      ) : (
        <p role="status">
          <FormattedMessage id="voucher.payment.loading" />
        </p>
      )}
      {paymentError && (
        <p role="alert" style={errorStyle}>
          <FormattedMessage id={`voucher.error.${paymentError}`} />
        </p>
      )}
    </fieldset>
  );
}
