import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  hasEnoughPoints,
  milesMinimumFor,
  milesSliderPrice,
  milesSliderRange,
  type MilesAccount,
  type MilesAmountError,
} from '../rules/milesRedemption';
import { ruleMessageIds } from '../rules/ruleMessages';
import './payment.css';

export interface MilesSliderProps {
  /** The logged-in member's points and minimum fee; null before a successful login. */
  account: MilesAccount | null;
  /** Miles per unit of the cart's currency. */
  rate: number;
  /** The package total before miles. */
  total: number;
  /** Miles to redeem; 0 redeems none. */
  value: number;
  onChange: (miles: number) => void;
  formatMoney: (amount: number) => string;
  /** The miles login failed (milesMoreLoginError). */
  loginFailed?: boolean;
  /** A miles amount error to show, e.g. from the server. */
  error?: MilesAmountError | null;
}

/**
 * Paying part of the price with miles (docs/rules/checkout.md, "Paying part of the price with
 * miles"): a slider from 7,500 in steps of 500 that shows the price left to pay as it moves.
 */
export function MilesSlider(props: MilesSliderProps) {
  const { account, rate, total, value, onChange, formatMoney, loginFailed, error } = props;
  const intl = useIntl();
  const id = useId();
  const range = account ? milesSliderRange(account, total, rate) : null;
  const using = range !== null && value > 0;
  const miles = range ? Math.min(Math.max(value, range.min), range.max) : 0;
  const valueText = intl.formatMessage({ id: 'checkout.payment.miles.valueText' }, { miles });
  const price = formatMoney(milesSliderPrice(total, using ? miles : 0, rate));

  return (
    <fieldset className="hs-payment__fieldset">
      <legend>
        <FormattedMessage id="checkout.payment.miles.legend" />
      </legend>
      {loginFailed && (
        <p role="alert" className="hs-payment__error">
          <FormattedMessage id="checkout.payment.error.milesMoreLoginError" />
        </p>
      )}
      {account && !hasEnoughPoints(account) && (
        <p role="status">
          <FormattedMessage
            id="checkout.payment.miles.notEnoughPoints"
            values={{ minimumPoints: milesMinimumFor(account.minimumPointsFee) }}
          />
        </p>
      )}
      {account && range && (
        <>
          <p>
            <FormattedMessage
              id="checkout.payment.miles.balance"
              values={{ points: account.remainingPoints }}
            />
          </p>
          <div className="hs-payment__choice">
            <input
              id={`${id}-use`}
              type="checkbox"
              checked={using}
              onChange={(event) => onChange(event.target.checked ? range.min : 0)}
            />
            <label htmlFor={`${id}-use`}>
              <FormattedMessage id="checkout.payment.miles.use" />
            </label>
          </div>
          {using && (
            <div className="hs-payment__field">
              <label htmlFor={`${id}-amount`}>
                <FormattedMessage id="checkout.payment.miles.amount" />
              </label>
              <input
                id={`${id}-amount`}
                type="range"
                min={range.min}
                max={range.max}
                step={range.step}
                value={miles}
                aria-valuetext={valueText}
                aria-describedby={`${id}-price`}
                onChange={(event) => onChange(Number(event.target.value))}
              />
              <output htmlFor={`${id}-amount`}>{valueText}</output>
            </div>
          )}
          <p id={`${id}-price`} aria-live="polite">
            <FormattedMessage id="checkout.payment.miles.remainingPrice" values={{ price }} />
          </p>
        </>
      )}
      {error && (
        <p role="alert" className="hs-payment__error">
          <FormattedMessage
            id={ruleMessageIds[error]}
            values={{
              minimum: account ? milesMinimumFor(account.minimumPointsFee) : 0,
              remaining: account?.remainingPoints ?? 0,
            }}
          />
        </p>
      )}
    </fieldset>
  );
}
