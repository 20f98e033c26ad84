import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PaymentOption, PaymentType } from '../../../../api/types';
import { paymentMethodOrder } from '../rules/paymentMethod';
import { ruleMessageIds } from '../rules/ruleMessages';
import { PayPalPanel } from './PayPalPanel';
import './payment.css';

/**
 * Brand logos, as text, beside each method (docs/rules/checkout.md, "What the payment step
 * shows").
 */
const methodLogos: Partial<Record<PaymentType, readonly string[]>> = {
  CreditCard: ['Visa', 'Mastercard', 'American Express'],
  DebitCard: ['Visa', 'Mastercard'],
  BankAccount: ['Sepa'],
};

const methodNameIds: Record<PaymentType, string> = {
  CreditCard: 'checkout.payment.method.CreditCard',
  BankAccount: 'checkout.payment.method.BankAccount',
  DebitCard: 'checkout.payment.method.DebitCard',
  PayPal: 'checkout.payment.method.PayPal',
  MilesAndMore: 'checkout.payment.method.MilesAndMore',
};

export interface PaymentMethodChooserProps {
  /** The methods the cart offers (package.payments) with their fees. */
  methods: PaymentOption[];
  selected: PaymentType | null;
  onSelect: (method: PaymentType) => void;
  /** Formats an amount of the cart's currency. */
  formatMoney: (amount: number) => string;
  /** The hosted card fields, shown under credit card and debit card. */
  cardFields?: ReactNode;
  /** Shown under the bank account method, e.g. a SepaForm. */
  bankAccountFields?: ReactNode;
  /** Shown under Miles and More, when the cart offers it as a method. */
  milesPanel?: ReactNode;
  /** PayPal has already approved the payment (the package holds its token). */
  payPalApproved?: boolean;
  /** Shows 'Please select a payment method', e.g. after paying without a choice. */
  showRequiredError?: boolean;
  disabled?: boolean;
}

const rank = (type: PaymentType) => {
  const index = paymentMethodOrder.indexOf(type);
  return index < 0 ? paymentMethodOrder.length : index;
};

/** The payment step's method choice: one radio per method, the chosen one's panel below it. */
export function PaymentMethodChooser(props: PaymentMethodChooserProps) {
  const { methods, selected, onSelect, formatMoney, showRequiredError, disabled } = props;
  const intl = useIntl();
  const baseId = useId();
  const errorId = `${baseId}-error`;
  const ordered = [...methods].sort((a, b) => rank(a.type) - rank(b.type));

  const panelOf = (type: PaymentType): ReactNode => {
    if (type === 'CreditCard' || type === 'DebitCard') return props.cardFields;
    if (type === 'BankAccount') return props.bankAccountFields;
    if (type === 'PayPal') return <PayPalPanel approved={props.payPalApproved} />;
    return props.milesPanel;
  };

  return (
    <fieldset
      className="hs-payment__methods"
      aria-describedby={showRequiredError ? errorId : undefined}
      disabled={disabled}
    >
      <legend>
        <FormattedMessage id="checkout.payment.method.legend" />
      </legend>
      {showRequiredError && (
        <p id={errorId} className="hs-payment__error" role="alert">
          <FormattedMessage id={ruleMessageIds.paymentMethodRequired} />
        </p>
      )}
      {ordered.map(({ type, fee }) => {
        const inputId = `${baseId}-${type}`;
        const labelId = `${inputId}-label`;
        const detailsId = `${inputId}-details`;
        const chosen = selected === type;
        const logos = methodLogos[type] ?? [];
        const hasDetails = logos.length > 0 || fee.amount > 0;
        const panel = chosen ? panelOf(type) : null;
        return (
          <div
            key={type}
            className={`hs-payment__method${chosen ? ' hs-payment__method--chosen' : ''}`}
          >
            <div className="hs-payment__choice">
              <input
                type="radio"
                id={inputId}
                name={`${baseId}-method`}
                value={type}
                checked={chosen}
                onChange={() => onSelect(type)}
                aria-describedby={hasDetails ? detailsId : undefined}
              />
              <label id={labelId} htmlFor={inputId}>
                {intl.formatMessage({ id: methodNameIds[type] })}
              </label>
              {hasDetails && (
                <span id={detailsId} className="hs-payment__details">
                  {logos.length > 0 && (
                    <>
                      <FormattedMessage id="checkout.payment.method.logos" />{' '}
                      {logos.map((brand, i) => (
                        <span key={brand} className="hs-payment__logo">
                          {brand}
                          {i < logos.length - 1 ? ', ' : ''}
                        </span>
                      ))}
                    </>
                  )}
                  {fee.amount > 0 && (
                    <span>
                      <FormattedMessage
                        id="checkout.payment.method.fee"
                        values={{ fee: formatMoney(fee.amount) }}
                      />
                    </span>
                  )}
                </span>
              )}
            </div>
            {panel && (
              <div className="hs-payment__panel" role="group" aria-labelledby={labelId}>
                {panel}
              </div>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
