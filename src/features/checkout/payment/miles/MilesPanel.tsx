import { useState } from 'react';
import { useField } from 'formik';
import { useAppSelector } from '../../../../store/hooks';
import { selectCheckoutErrors } from '../../checkoutSlice';
import { MilesSlider } from '../methods/MilesSlider';
import { milesAmountError, type MilesLogin as MilesLoginResult } from './milesAccount';
import { MilesLogin } from './MilesLogin';

export interface MilesPanelProps {
  checkoutId: string;
  /** The cart's total before miles (cart.checkout.amounts.totalAmount.value). */
  total: number;
  formatMoney: (amount: number) => string;
  /** The miles amount's field in the surrounding Formik values. */
  name?: string;
}

/**
 * Paying part of the price with miles (docs/rules/checkout.md, "Paying part of the price with
 * miles"): the login first, then the slider with the member's points and the remaining price.
 * The login answer stays in this component's state; only the chosen amount joins the payment
 * form, whose submit it blocks while it is invalid.
 */
export function MilesPanel({
  checkoutId,
  total,
  formatMoney,
  name = 'milesAmount',
}: MilesPanelProps) {
  const [login, setLogin] = useState<MilesLoginResult | null>(null);
  const [field, meta, helpers] = useField<number>({
    name,
    validate: (value: number | undefined) => milesAmountError(value, login),
  });
  // The host refused the amount at payment: the message belongs at the slider.
  const refused = useAppSelector(selectCheckoutErrors).payment?.some(
    (message) => message.id === 'milesAmountInvalid',
  );
  const fieldError = meta.touched ? milesAmountError(field.value, login) : undefined;

  if (!login) {
    return <MilesLogin checkoutId={checkoutId} onLoggedIn={setLogin} />;
  }
  return (
    <MilesSlider
      account={login.account}
      rate={login.rate}
      total={total}
      value={field.value ?? 0}
      onChange={(miles) => void helpers.setValue(miles)}
      formatMoney={formatMoney}
      error={fieldError ?? (refused ? 'milesAmountInvalid' : null)}
    />
  );
}
