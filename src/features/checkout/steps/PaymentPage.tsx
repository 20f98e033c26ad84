import { Form, Formik } from 'formik';
import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { usePageNavigate } from '../../../ui/routeLeaving';
import { useHostConfig } from '../../../config/HostConfigContext';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useChargedMoney } from '../components/useChargedMoney';
import { selectChargedAmount } from '../model/chargedSelectors';
import { checkoutActions, selectCheckout } from '../checkoutSlice';
import { CheckoutFrame } from '../components/CheckoutFrame';
import { CouponForm } from '../components/CouponForm';
import { CheckoutEntryNotice } from '../components/CheckoutEntryNotice';
import { useCheckoutEntry } from '../components/useCheckoutEntry';
import { checkoutPayment } from '../model/checkoutRoutes';
import { paymentConfigKey, paymentVault } from '../model/paymentVault';
import { CardFields, type CardFieldsHandle } from '../payment/cardFields/CardFields';
import {
  CardDiscountNote,
  PaymentButtons,
  PaymentMethodChooser,
  SepaForm,
  emptySepaAccount,
} from '../payment/methods';
import { MilesPanel } from '../payment/miles';
import { checkBin as checkBinRules } from '../payment/rules/binStrategy';
import { binCheckKey, type BinCheckInput } from '../sagas/cardDiscountSaga';
import type { PaymentConfig } from '../../../api/types';
import { CancelBookingDialog } from './CancelBookingDialog';
import { ThreeDsChallenge } from './ThreeDsChallenge';
import { usePaymentSubmit, type PaymentValues } from './usePaymentSubmit';
import { SavedCardChoice, useStoredCard } from './SavedCardChoice';
import { FocusFirstError } from '../../../ui/FocusFirstError';

/**
 * The payment step (docs/rules/checkout.md, "What the payment step shows"): the methods the cart
 * offers, the hosted card fields, SEPA and PayPal; Pay now hands the saga an attempt id, the
 * secrets wait in the payment vault.
 */
export function PaymentPage() {
  const { checkoutId, retry, view } = useCheckoutEntry(checkoutPayment.route);
  const { cart, payment } = useAppSelector(selectCheckout);
  const config = useHostConfig();
  const dispatch = useAppDispatch();
  const navigate = usePageNavigate();
  const money = useChargedMoney();
  const charged = useAppSelector(selectChargedAmount);
  const cardRef = useRef<CardFieldsHandle>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const payRef = useRef<HTMLButtonElement>(null);

  const storedCard = useStoredCard(checkoutId, payment.method === 'CreditCard');
  const [useSavedCard, setUseSavedCard] = useState(false);
  const [cancelAsked, setCancelAsked] = useState(false);
  const { submit, missingMethod, clearMissingMethod, cardHolder } = usePaymentSubmit({
    checkoutId,
    cart,
    method: payment.method,
    cardRef,
    formRef,
    savedCard: useSavedCard ? storedCard : null,
  });

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

  const binRules = config.payment.bin.strategy !== 'default';
  // The host verifies the card discount; only the BIN and holder go, through the vault. The
  // holder may be typed after the number, so either change asks again.
  const typedCard = useRef({ bin: '', holder: '' });
  const checkBin = (change: { bin?: string; holder?: string }) => {
    typedCard.current = { ...typedCard.current, ...change };
    const { bin } = typedCard.current;
    const holder = typedCard.current.holder || cardHolder;
    if (!binRules || !checkoutId || (change.bin === undefined && !bin)) return;
    const brandVerdict = bin
      ? checkBinRules({ bin, cardHolder: holder }, config.payment.bin)
      : null;
    const input: BinCheckInput = { bin, cardHolder: holder, brandVerdict };
    paymentVault.put(binCheckKey(checkoutId), input);
    dispatch(checkoutActions.cardBinChanged());
  };
  const cardDiscount = cart?.checkout.package.cardDiscount;

  return (
    <CheckoutFrame
      route={checkoutPayment.route}
      heading={<FormattedMessage id="checkout.steps.payment" />}
      retry={retry}
      contentReady={view === 'show'}
    >
      <CheckoutEntryNotice view={view} />
      {/* Only a checkout the server still has at this step may be edited or paid here. */}
      {view === 'show' && cart && (
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
                formatMoney={(amount) => money(amount, currency)}
              />
            )}
            <Form id="hs-payment-form" noValidate ref={formRef}>
              <FocusFirstError formRef={formRef} />
              <PaymentMethodChooser
                methods={methods}
                selected={payment.method}
                onSelect={(method) => {
                  clearMissingMethod();
                  // Another method takes back a card discount granted for the card.
                  if (cardDiscount && method !== 'CreditCard' && method !== 'DebitCard')
                    checkBin({ bin: '' });
                  dispatch(checkoutActions.paymentMethodSelected(method));
                }}
                formatMoney={(amount) => money(amount, currency)}
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
                          onBinChange={(bin) => checkBin({ bin: bin ?? '' })}
                          onHolderChange={(holder) => checkBin({ holder })}
                        />
                      )}
                      {binRules && (
                        <CardDiscountNote
                          bin={payment.binCheck === 'checking' ? null : payment.binCheck}
                        />
                      )}
                    </>
                  ) : null
                }
                bankAccountFields={<SepaForm payee={config.brand.name} />}
              />
              <PaymentButtons
                form="hs-payment-form"
                // Pay now waits for the card check: the total may still change.
                submitting={payment.submitting || payment.paid || payment.binCheck === 'checking'}
                charged={charged ? money(charged.value, charged.currency) : undefined}
                onBack={() => navigate(-1)}
                onCancel={() => setCancelAsked(true)}
                payRef={payRef}
              />
            </Form>
          </>
        </Formik>
      )}
      <ThreeDsChallenge returnFocusRef={payRef} />
      <CancelBookingDialog open={cancelAsked} onStay={() => setCancelAsked(false)} />
    </CheckoutFrame>
  );
}
