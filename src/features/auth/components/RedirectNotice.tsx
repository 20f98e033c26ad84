import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { authActions, selectAuth } from '../authSlice';

/** Says so when the provider could not be reached for a login or logout; the visitor may retry. */
export function RedirectNotice() {
  const { redirectFailed } = useAppSelector(selectAuth);
  const dispatch = useAppDispatch();
  return (
    <p role="status" className="hs-account__notice">
      {redirectFailed && (
        <>
          <FormattedMessage id="auth.redirectFailed" />{' '}
          <button
            type="button"
            className="hs-button hs-button--secondary"
            onClick={() => dispatch(authActions.redirectNoticeDismissed())}
          >
            <FormattedMessage id="auth.redirectFailed.dismiss" />
          </button>
        </>
      )}
    </p>
  );
}
