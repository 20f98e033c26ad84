import { useFormikContext } from 'formik';
import type { CSSProperties } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { VoucherCart } from '../../../api/types';
import { themeColor, themeRadius } from '../../../ui/theme';
import { chosenAmount, type VoucherFormValues } from '../model/voucherValues';
import { useVoucherMoney } from './useVoucherMoney';

/** The code's placeholder until the voucher is paid: only then does a code exist. */
export const voucherCodePlaceholder = 'XXX-XX-XXXXXXXXXXXX';

const cardStyle: CSSProperties = {
  position: 'sticky',
  top: '1rem',
  margin: 0,
  padding: '1.25rem',
  borderRadius: themeRadius,
  background: themeColor.primary,
  color: themeColor.primaryContrast,
  display: 'grid',
  gap: '0.5rem',
};

const fullName = (first: string, last: string) =>
  [first.trim(), last.trim()].filter(Boolean).join(' ');

/** The voucher as it will look, following the form as the visitor types. */
export function VoucherPreview({ cart }: { cart: VoucherCart }) {
  const intl = useIntl();
  const money = useVoucherMoney();
  const { values } = useFormikContext<VoucherFormValues>();
  const option = chosenAmount(cart, values.amount);
  const recipient = fullName(values.recipient_fname, values.recipient_lname);
  const purchaser = fullName(values.fname, values.lname);
  return (
    <figure style={cardStyle} aria-label={intl.formatMessage({ id: 'voucher.preview.label' })}>
      <figcaption style={{ fontWeight: 700, fontSize: '1.25rem' }}>
        <FormattedMessage id="voucher.preview.title" />
      </figcaption>
      <p style={{ margin: 0, fontSize: '2rem', fontWeight: 700 }}>
        {option ? (
          money(option.amount, option.currency)
        ) : (
          <FormattedMessage id="voucher.preview.noAmount" />
        )}
      </p>
      {recipient && (
        <p style={{ margin: 0 }}>
          <FormattedMessage id="voucher.preview.for" values={{ name: recipient }} />
        </p>
      )}
      {purchaser && (
        <p style={{ margin: 0 }}>
          <FormattedMessage id="voucher.preview.from" values={{ name: purchaser }} />
        </p>
      )}
      <p style={{ margin: 0 }}>
        <FormattedMessage id="voucher.preview.code" />:{' '}
        <code style={{ fontSize: '1.1rem', letterSpacing: '0.05em' }}>
          {voucherCodePlaceholder}
        </code>
      </p>
      <p style={{ margin: 0, fontSize: '0.875rem' }}>
        <FormattedMessage id="voucher.preview.codeNote" />
      </p>
    </figure>
  );
}
