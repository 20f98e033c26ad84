import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { href } from '../../../config/routes';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Loader, Modal } from '../../../ui';
import { useAfterDelay } from '../../../ui/useAfterDelay';
import { selectRouteLocale } from '../../shell';
import { checkoutActions, selectCheckoutErrors, selectPendingWindow } from '../checkoutSlice';
import { useErrorText } from './CheckoutErrors';

/** How long a first load may take before the window says it is preparing the booking. */
export const pendingWindowDelayMs = 400;

/**
 * The pending-booking modal (docs/rules/checkout.md, "The pending-booking window"): open while the
 * booking's first load takes longer than a moment; failed when checkout errors are set or a load
 * returned no payload. A route change resets it (the slice).
 */
export function PendingBookingModal({ onRetry }: { onRetry: () => void }) {
  const shown = useAppSelector(selectPendingWindow);
  const errors = useAppSelector(selectCheckoutErrors);
  const locale = useAppSelector(selectRouteLocale);
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const text = useErrorText();
  const failed = shown === 'failed';
  // A booking that arrives within a moment (usually: boot asks for it with the page's code) opens
  // no window: it would take the focus and give it back within a frame.
  const slow = useAfterDelay(shown === 'loading', pendingWindowDelayMs);
  const open = failed || slow;
  const messages = [...new Set(Object.values(errors).flat().map(text))];
  return (
    <Modal
      open={open}
      title={<FormattedMessage id="checkout.pending.title" />}
      size="small"
      dismissible={failed}
      closeOnOverlayClick={false}
      onClose={() => dispatch(checkoutActions.pendingModalClosed())}
      footer={
        failed ? (
          <div className="hs-checkout__actions">
            <button type="button" className="hs-checkout__button" onClick={onRetry}>
              {intl.formatMessage({ id: 'checkout.pending.retry' })}
            </button>
            {locale && (
              <Link
                className="hs-checkout__button hs-checkout__button--primary"
                to={href('homepage', locale)}
              >
                {intl.formatMessage({ id: 'checkout.pending.restart' })}
              </Link>
            )}
          </div>
        ) : undefined
      }
    >
      {failed ? (
        <div role="alert">
          <p>
            <FormattedMessage id="checkout.pending.failed" />
          </p>
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : (
        <p>
          <Loader size="small" /> <FormattedMessage id="checkout.pending.loading" />
        </p>
      )}
    </Modal>
  );
}
