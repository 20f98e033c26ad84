import { useRef, type RefObject } from 'react';
import { useHostConfig } from '../../../config/HostConfigContext';
import type { VoucherCart } from '../../../api/types';
import { href } from '../../../config/routes';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../store/hooks';
import { scrollToFirstError } from '../../../ui/FocusFirstError';
import { usePrefersReducedMotion } from '../../../ui/usePrefersReducedMotion';
import { newAttemptId, paymentVault, type CardFieldsHandle } from '../../checkout';
import { selectRouteLocale } from '../../shell';
import { browserInfo } from '../model/browserInfo';
import { voucherInfoOf, type VoucherFormValues } from '../model/voucherValues';
import type { VoucherPurchaseSecrets } from '../voucherSaga';
import { selectVoucher, voucherActions } from '../voucherSlice';

interface Options {
  checkoutId: string;
  cart: VoucherCart;
  cardRef: RefObject<CardFieldsHandle>;
  formRef: RefObject<HTMLFormElement>;
}

/**
 * Book now: the hosted card fields hand over the provider's token, which goes to the payment vault
 * with the reCAPTCHA token under a new attempt id; the saga gets the id and the form data. One
 * attempt at a time, even while the card provider answers
 * (docs/rules/voucher.md, "One purchase per press").
 */
export function useVoucherSubmit({ checkoutId, cart, cardRef, formRef }: Options) {
  const config = useHostConfig();
  const locale = useAppSelector(selectRouteLocale);
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const reducedMotion = usePrefersReducedMotion();
  // The card provider answers asynchronously: this guard holds until the saga has the attempt.
  const preparing = useRef(false);

  return async (values: VoucherFormValues) => {
    // Read now, not from the render: a second press may come before the next render.
    if (preparing.current || selectVoucher(store.getState()).purchase.status !== 'idle') return;
    if (!locale) return;
    preparing.current = true;
    try {
      const card = await cardRef.current?.submit();
      if (!card?.ok) {
        scrollToFirstError(formRef.current, reducedMotion);
        return;
      }
      const origin = window.location.origin;
      const secrets: VoucherPurchaseSecrets = {
        payment: {
          brand: card.cardType ?? '',
          transactionId: card.transactionId,
          browserInfo: browserInfo(),
          cardHolder: card.cardHolder,
          returnUrl: origin + config.basePath + href('voucher_checkout', locale, { checkoutId }),
          origin,
        },
        ...(values.recaptcha ? { recaptcha: values.recaptcha } : {}),
      };
      const attemptId = newAttemptId();
      paymentVault.put(attemptId, secrets);
      dispatch(
        voucherActions.purchaseSubmitted({
          attemptId,
          info: voucherInfoOf(values, cart),
          cmsUser: config.cmsUser,
        }),
      );
    } finally {
      preparing.current = false;
    }
  };
}
