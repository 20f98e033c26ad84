import { useFormikContext } from 'formik';
import { FormattedMessage } from 'react-intl';
import type { VoucherCart } from '../../../api/types';
import { secondaryButtonStyle } from '../../../ui/theme';
import type { VoucherFormValues } from '../model/voucherValues';

/** Test data the development helper writes in (never card data: that lives in the hosted fields). */
export function sampleVoucherValues(cart: VoucherCart, today = new Date()): VoucherFormValues {
  const year = today.getFullYear() - 35;
  const email = 'erika.mustermann@example.com';
  return {
    amount: String(cart.availableVouchers[0]?.amount ?? ''),
    recipient_fname: 'Max',
    recipient_lname: 'Mustermann',
    gender: 'FEMALE',
    title: '',
    fname: 'Erika',
    lname: 'Mustermann',
    birthDate: `12.08.${year}`,
    street: 'Heidestraße 17',
    zip: '51147',
    city: 'Köln',
    country: 'DE',
    customer: { email, confirmEmail: email, phone: '+4922112345678' },
    termsAccepted: true,
    recaptcha: '',
  };
}

/**
 * 'Fill forms', a development aid (docs/rules/forms.md, "The 'Fill forms' helper"). Only
 * development builds have it; a production build drops it (webpack replaces NODE_ENV, the branch
 * is dead code).
 */
export function FillFormsButton({ cart }: { cart: VoucherCart }) {
  const { setValues, values } = useFormikContext<VoucherFormValues>();
  if (process.env.NODE_ENV === 'production') return null;
  return (
    <button
      type="button"
      style={secondaryButtonStyle}
      onClick={() => void setValues({ ...sampleVoucherValues(cart), recaptcha: values.recaptcha })}
    >
      <FormattedMessage id="voucher.fillForms" />
    </button>
  );
}
