import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { checkoutActions, selectCheckout } from '../checkoutSlice';
import { isPurchaseVoucher } from '../model/purchaseVoucher';
import { useErrorText } from './CheckoutErrors';
import { useChargedMoney } from './useChargedMoney';

/**
 * A coupon or gift-voucher code for the booking (docs/rules/checkout.md, "Coupon and gift-voucher
 * codes"): redeemed through the server, its refusal shown at the field, the redeemed code with its
 * value and a way to remove it.
 */
export function CouponForm() {
  const { cart, coupon, errors } = useAppSelector(selectCheckout);
  const dispatch = useAppDispatch();
  const intl = useIntl();
  // The coupon takes its value off the charged total: shown in that currency, not converted.
  const money = useChargedMoney();
  const errorText = useErrorText();
  const id = useId();
  const [code, setCode] = useState('');
  const applied = cart?.checkout.package.coupon;
  const refusal = errors.coupon?.[0];
  const busy = coupon.status === 'applying';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || busy) return;
    dispatch(checkoutActions.couponSubmitted({ code }));
  };

  if (applied) {
    return (
      <div className="hs-checkout__coupon">
        <p role="status">
          <FormattedMessage
            id={
              isPurchaseVoucher(applied.code)
                ? 'checkout.coupon.appliedVoucher'
                : 'checkout.coupon.applied'
            }
            values={{
              code: applied.code,
              amount: money(applied.price.amount, cart.checkout.amounts.totalAmount.currency),
            }}
          />
        </p>
        <button
          type="button"
          className="hs-checkout__button"
          disabled={busy}
          onClick={() => dispatch(checkoutActions.couponSubmitted({ code: '' }))}
        >
          <FormattedMessage id="checkout.coupon.remove" />
        </button>
      </div>
    );
  }
  return (
    <form className="hs-checkout__coupon" onSubmit={submit} aria-busy={busy}>
      <label htmlFor={`${id}-code`}>
        <FormattedMessage id="checkout.coupon.label" />
      </label>
      <input
        id={`${id}-code`}
        value={code}
        autoComplete="off"
        maxLength={40}
        onChange={(event) => setCode(event.target.value)}
        aria-invalid={refusal ? true : undefined}
        aria-describedby={refusal ? `${id}-error` : undefined}
      />
      <button type="submit" className="hs-checkout__button" disabled={busy}>
        {intl.formatMessage({ id: 'checkout.coupon.redeem' })}
      </button>
      {refusal && (
        <p id={`${id}-error`} role="alert" className="hs-checkout__field-error">
          {errorText(refusal)}
        </p>
      )}
    </form>
  );
}
