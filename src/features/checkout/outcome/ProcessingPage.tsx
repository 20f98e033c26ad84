import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHostConfig } from '../../../config/HostConfigContext';
import { useAppDispatch } from '../../../store/hooks';
import { Loader } from '../../../ui';
import { checkoutActions } from '../checkoutSlice';
import { CheckoutFrame } from '../components/CheckoutFrame';
import { ExpiredCheckout } from '../components/CheckoutEntryNotice';
import { useCheckoutEntry } from '../components/useCheckoutEntry';

/** After this long the page says it is taking longer than usual (and not to book again). */
export const processingSlowMs = 20_000;

/**
 * Processing: progress while the server is polled; leaving the page stops the poll
 * (docs/rules/checkout.md, "The processing poll").
 */
export function ProcessingPage() {
  const { checkoutId, retry, view } = useCheckoutEntry('checkout_processing');
  // Polled only while the server says the checkout is processing; a finished or unpaid one is
  // sent to its own page by the load (docs/rules/checkout-outcomes.md).
  const polling = view === 'show';
  const { booking } = useHostConfig();
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    if (!checkoutId || !polling) return;
    dispatch(
      checkoutActions.processingRequested({
        checkoutId,
        retries: booking.pollRetries,
        timeoutMs: booking.processingTimeoutSeconds * 1000,
      }),
    );
    const timer = window.setTimeout(() => setSlow(true), processingSlowMs);
    return () => {
      window.clearTimeout(timer);
      dispatch(checkoutActions.processingLeft());
    };
  }, [checkoutId, polling, booking, dispatch]);

  return (
    <CheckoutFrame
      route="checkout_processing"
      heading={<FormattedMessage id="checkout.processing.heading" />}
      retry={retry}
    >
      {view === 'unknown' ? (
        <ExpiredCheckout />
      ) : (
        <>
          <div
            role="progressbar"
            aria-label={intl.formatMessage({ id: 'checkout.processing.heading' })}
            aria-busy="true"
            className="hs-checkout__progress"
          >
            <Loader size="large" />
          </div>
          <p>
            <FormattedMessage id="checkout.processing.text" />
          </p>
          <p role="status">{slow && <FormattedMessage id="checkout.processing.slow" />}</p>
        </>
      )}
    </CheckoutFrame>
  );
}
