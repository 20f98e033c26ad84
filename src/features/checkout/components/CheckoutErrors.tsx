import { useIntl } from 'react-intl';
import type { ApiMessage } from '../../../api/types';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { checkoutActions, selectCheckoutErrors, selectPendingWindow } from '../checkoutSlice';
import { BookingStatusLink } from './BookingStatusLink';

/**
 * The message id of a server error, the generic text for ids the shop does not know
 * (docs/rules/checkout.md, "Messages from the server").
 */
export function useErrorText() {
  const intl = useIntl();
  return (message: ApiMessage) => {
    const id = `checkout.error.${message.id}`;
    return intl.formatMessage({ id: id in intl.messages ? id : 'checkout.error.genericError' });
  };
}

/**
 * Errors of the named contexts a step shows in one alert; fields keep their own messages.
 * `contexts` undefined shows every context.
 */
export function CheckoutErrors({
  contexts,
  exclude = [],
}: {
  contexts?: string[];
  exclude?: string[];
}) {
  const errors = useAppSelector(selectCheckoutErrors);
  // A failed first load says its messages in the pending-booking window, once.
  const inWindow = useAppSelector(selectPendingWindow) === 'failed';
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const text = useErrorText();
  const shown = Object.entries(errors).filter(
    ([context]) => (!contexts || contexts.includes(context)) && !exclude.includes(context),
  );
  const messages = [...new Set(shown.flatMap(([, list]) => list.map(text)))];
  const alreadyBooked = shown.some(([, list]) =>
    list.some((message) => message.id === 'checkoutAlreadyBooked'),
  );
  if (!messages.length || inWindow) return null;
  return (
    <div className="hs-checkout__alert" role="alert">
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
      {alreadyBooked && <BookingStatusLink />}
      <button
        type="button"
        className="hs-checkout__button"
        onClick={() => {
          for (const [context] of shown) dispatch(checkoutActions.errorsCleared(context));
        }}
      >
        {intl.formatMessage({ id: 'checkout.error.dismiss' })}
      </button>
    </div>
  );
}
