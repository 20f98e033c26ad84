import { Form, Formik } from 'formik';
import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useHostConfig } from '../../../app/HostConfigContext';
import type { PaymentType } from '../../../api/types';
import { href } from '../../../config/routes';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../store/hooks';
import { selectRoute, useMoney } from '../../shell';
import { checkoutActions, selectCheckout, selectPaymentState } from '../checkoutSlice';
import { CheckoutFrame } from '../components/CheckoutFrame';
import { CouponForm } from '../components/CouponForm';
import { useCheckoutEntry } from '../components/useCheckoutEntry';
import { checkoutPayment } from '../model/checkoutRoutes';
import { newAttemptId, paymentConfigKey, paymentVault } from '../model/paymentVault';
import { CardFields, type CardFieldsHandle } from '../payment/cardFields/CardFields';
import {
  CardDiscountNote,
  PaymentButtons,
  PaymentMethodChooser,
  SepaForm,
  emptySepaAccount,
  type SepaAccountValues,
} from '../payment/methods';
import { MilesPanel } from '../payment/miles';
import { checkBin, normaliseIban, type BinCheckResult } from '../payment/rules';
import type { PaymentConfig } from '../../../api/types';
import type { PaymentSecrets } from '../sagas/paymentSaga';
import { ThreeDsChallenge } from './ThreeDsChallenge';
import { SavedCardChoice, useStoredCard } from './SavedCardChoice';
import { FocusFirstError, scrollToFirstError } from '../../../ui/FocusFirstError';
import { usePrefersReducedMotion } from '../../../ui/usePrefersReducedMotion';

interface PaymentValues {
  bankAccount: SepaAccountValues;
  /** Miles to redeem (spec 2 §2 Miles and More slider), 0 for none. */
  milesAmount: number;
}

const cardMethods: PaymentType[] = ['CreditCard', 'DebitCard'];

/**
 * Spec 2 §2 payment step: the methods the cart offers, the hosted card fields, SEPA and PayPal;
 * Pay now hands the saga an attempt id, the secrets wait in the payment vault.
 */
export function PaymentPage() {
  const { checkoutId, retry } = useCheckoutEntry(checkoutPayment.route);
  const { cart, payment } = useAppSelector(selectCheckout);
  const { locale } = useAppSelector(selectRoute);
  const config = useHostConfig();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const money = useMoney();
  const cardRef = useRef<CardFieldsHandle>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  // The card provider answers asynchronously: this guard holds until the saga has the attempt.
  const preparing = useRef(false);
  const [missingMethod, setMissingMethod] = useState(false);
  const [bin, setBin] = useState<BinCheckResult | null>(null);
  const [cardHolderForBin, setCardHolderForBin] = useState('');

  const storedCard = useStoredCard(checkoutId, payment.method === 'CreditCard');
  const [useSavedCard, setUseSavedCard] = useState(false);

  const providerConfig = payment.configReady
    ? paymentVault.peek<PaymentConfig>(paymentConfigKey(checkoutId))
    : undefined;
  const currency = cart?.checkout.amounts.totalAmount.currency ?? 'EUR';
  const milesProgramme = config.features.milesProgramme;
  // Miles pay only part of the price, in their own panel beside the method that pays the rest;
  // never a method of their own (docs/decisions.md).
  const methods = (cart?.checkout.package.payments ?? []).filter(
    (option) => option.type !== 'MilesAndMore',
  );

  const submit = async ({ bankAccount, milesAmount }: PaymentValues) => {
    const method = payment.method === 'MilesAndMore' ? null : payment.method;
    if (!method) {
      setMissingMethod(true);
      // A radio group has no invalid state of its own: its first choice takes the focus.
      scrollToFirstError(formRef.current, reducedMotion, 'input[type="radio"]');
      return;
    }
    // Read now, not from the render: a second press may come before the next render.
    const current = selectPaymentState(store.getState());
    if (preparing.current || current.submitting || current.paid) return;
    preparing.current = true;
    try {
      let secrets: PaymentSecrets = {};
      if (method === 'CreditCard' && storedCard && useSavedCard) {
        const customer = cart?.checkout.package.customer;
        secrets = {
          recurring: {
            storedPaymentMethodId: storedCard.storedPaymentMethodId,
            holderName: `${customer?.firstName ?? ''} ${customer?.lastName ?? ''}`.trim(),
          },
        };
      } else if (cardMethods.includes(method)) {
        const result = await cardRef.current?.submit();
        if (!result?.ok) {
          scrollToFirstError(formRef.current, reducedMotion);
          return;
        }
        setCardHolderForBin(result.cardHolder);
        secrets = {
          card: {
            cardHolder: result.cardHolder,
            cardType: result.cardType ?? undefined,
            bin: result.bin ?? undefined,
            transactionId: result.transactionId,
          },
        };
      } else if (method === 'PayPal' && locale) {
        // Full-page addresses: PayPal's approval page sends the visitor back to one of them.
        const params = { checkoutId };
        secrets = {
          returnUrl: config.basePath + href('checkout_processing', locale, params),
          cancelUrl: config.basePath + href('checkout_payment', locale, params),
        };
      } else if (method === 'BankAccount') {
        secrets = {
          bankAccount: { holder: bankAccount.holder.trim(), iban: normaliseIban(bankAccount.iban) },
        };
      }
      const attemptId = newAttemptId();
      paymentVault.put(attemptId, secrets);
      dispatch(
        checkoutActions.paymentSubmitted({
          attemptId,
          method,
          ...(milesProgramme && milesAmount > 0 ? { milesAmount } : {}),
        }),
      );
    } finally {
      preparing.current = false;
    }
  };

  const onBin = (value: string | null) => {
    setBin(
      value ? checkBin({ bin: value, cardHolder: cardHolderForBin }, config.payment.bin) : null,
    );
  };

  return (
    <CheckoutFrame
      route={checkoutPayment.route}
      heading={<FormattedMessage id="checkout.steps.payment" />}
      retry={retry}
    >
      {cart && (
        <Formik<PaymentValues>
          initialValues={{ bankAccount: emptySepaAccount, milesAmount: 0 }}
          onSubmit={submit}
        >
          <>
            <CouponForm />
            {milesProgramme && checkoutId && (
              // Outside the payment form: the miles login is a form of its own.
              <MilesPanel
                checkoutId={checkoutId}
                total={cart.checkout.amounts.totalAmount.value}
                formatMoney={(amount) => money(amount, currency, 2)}
              />
            )}
            <Form id="hs-payment-form" noValidate ref={formRef}>
              <FocusFirstError formRef={formRef} />
              <PaymentMethodChooser
                methods={methods}
                selected={payment.method}
                onSelect={(method) => {
                  setMissingMethod(false);
                  dispatch(checkoutActions.paymentMethodSelected(method));
                }}
                formatMoney={(amount) => money(amount, currency, 2)}
                showRequiredError={missingMethod}
                disabled={payment.submitting}
                payPalApproved={
                  payment.method === 'PayPal' && cart.checkout.payment.type === 'PayPal'
                }
                cardFields={
                  providerConfig ? (
                    <>
                      {storedCard && payment.method === 'CreditCard' && (
                        <SavedCardChoice
                          card={storedCard}
                          useSaved={useSavedCard}
                          onChange={setUseSavedCard}
                        />
                      )}
                      {!(useSavedCard && storedCard && payment.method === 'CreditCard') && (
                        <CardFields
                          ref={cardRef}
                          transactionId={providerConfig.transactionId}
                          scriptUrl={config.keys.cardFieldsScriptUrl}
                          onBinChange={onBin}
                        />
                      )}
                      {config.payment.bin.strategy !== 'default' && <CardDiscountNote bin={bin} />}
                    </>
                  ) : null
                }
                bankAccountFields={<SepaForm />}
              />
              <PaymentButtons
                form="hs-payment-form"
                submitting={payment.submitting || payment.paid}
                onBack={() => navigate(-1)}
                onCancel={() => {
                  if (locale) navigate(href('homepage', locale));
                }}
              />
            </Form>
          </>
        </Formik>
      )}
      <ThreeDsChallenge />
    </CheckoutFrame>
  );
}
