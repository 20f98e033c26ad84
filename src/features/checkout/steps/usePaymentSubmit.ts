import { useRef, useState, type RefObject } from 'react';
import { useHostConfig } from '../../../config/HostConfigContext';
import type { Cart, PaymentType } from '../../../api/types';
import { href } from '../../../config/routes';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../store/hooks';
import { scrollToFirstError } from '../../../ui/FocusFirstError';
import { usePrefersReducedMotion } from '../../../ui/usePrefersReducedMotion';
import { selectRouteLocale } from '../../shell';
import { checkoutActions, selectPaymentState } from '../checkoutSlice';
import { newAttemptId, paymentVault } from '../model/paymentVault';
import type { CardFieldsHandle } from '../payment/cardFields/CardFields';
import type { SepaAccountValues } from '../payment/methods';
import { normaliseIban } from '../payment/rules';
import type { PaymentSecrets } from '../sagas/paymentSaga';
import type { StoredCard } from './SavedCardChoice';

export interface PaymentValues {
  bankAccount: SepaAccountValues;
  /** Miles to redeem with the miles slider, 0 for none. */
  milesAmount: number;
}

const cardMethods: PaymentType[] = ['CreditCard', 'DebitCard'];

interface Options {
  checkoutId: string;
  cart: Cart | null;
  method: PaymentType | null;
  cardRef: RefObject<CardFieldsHandle>;
  formRef: RefObject<HTMLFormElement>;
  /** The returning customer's stored card, when chosen. */
  savedCard: StoredCard | null;
}

/**
 * Pay now (docs/rules/payment-attempts.md): the chosen method's secrets go to the payment vault
 * under a new attempt id, the saga gets the id. One attempt at a time, even while the card provider
 * answers; errors are scrolled to after 50 ms.
 */
export function usePaymentSubmit({
  checkoutId,
  cart,
  method: chosen,
  cardRef,
  formRef,
  savedCard,
}: Options) {
  const config = useHostConfig();
  const locale = useAppSelector(selectRouteLocale);
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const reducedMotion = usePrefersReducedMotion();
  // The card provider answers asynchronously: this guard holds until the saga has the attempt.
  const preparing = useRef(false);
  const [missingMethod, setMissingMethod] = useState(false);
  const [cardHolder, setCardHolder] = useState('');
  const milesProgramme = config.features.milesProgramme;

  const submit = async ({ bankAccount, milesAmount }: PaymentValues) => {
    const method = chosen === 'MilesAndMore' ? null : chosen;
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
      if (method === 'CreditCard' && savedCard) {
        const customer = cart?.checkout.package.customer;
        secrets = {
          recurring: {
            storedPaymentMethodId: savedCard.storedPaymentMethodId,
            holderName: `${customer?.firstName ?? ''} ${customer?.lastName ?? ''}`.trim(),
          },
        };
      } else if (cardMethods.includes(method)) {
        const result = await cardRef.current?.submit();
        if (!result?.ok) {
          scrollToFirstError(formRef.current, reducedMotion);
          return;
        }
        setCardHolder(result.cardHolder);
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

  return {
    submit,
    missingMethod,
    clearMissingMethod: () => setMissingMethod(false),
    /** The card holder of the last card submit, for the BIN strategy. */
    cardHolder,
  };
}
