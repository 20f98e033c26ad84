import { useEffect, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePageNavigate } from '../../../ui/routeLeaving';
import type { ThreeDsAction } from '../../../api/types';
import { href } from '../../../config/routes';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { ErrorModal } from '../../../ui/ErrorModal';
import { Loader } from '../../../ui/Loader';
import { paymentVault, ThreeDsModal } from '../../checkout';
import { selectRouteLocale } from '../../shell';
import { voucherChallengeKey, voucherChallengeResultKey } from '../voucherSaga';
import { selectVoucher, voucherActions } from '../voucherSlice';

/** The open 3-D Secure challenge: its action from the vault, its result back to the saga. */
export function VoucherChallenge({ returnFocusRef }: { returnFocusRef?: RefObject<HTMLElement> }) {
  const { purchase } = useAppSelector(selectVoucher);
  const dispatch = useAppDispatch();
  const attemptId = purchase.attemptId;
  const action =
    purchase.status === 'challenge' && attemptId
      ? paymentVault.peek<ThreeDsAction>(voucherChallengeKey(attemptId))
      : null;
  return (
    <ThreeDsModal
      action={action}
      returnFocusRef={returnFocusRef}
      onResult={(result) => {
        if (attemptId) paymentVault.put(voucherChallengeResultKey(attemptId), result);
        dispatch(voucherActions.purchaseChallengeClosed());
      }}
    />
  );
}

/**
 * A refused purchase opens a dialog with an 'Okay' back to the form (docs/rules/voucher.md,
 * "Errors of the purchase"); closing it returns focus to `returnFocusRef` (Book now), so the
 * visitor can try again from there.
 */
export function VoucherErrorModal({ returnFocusRef }: { returnFocusRef?: RefObject<HTMLElement> }) {
  const intl = useIntl();
  const { modalError } = useAppSelector(selectVoucher);
  const dispatch = useAppDispatch();
  return (
    <ErrorModal
      open={modalError !== null}
      onClose={() => dispatch(voucherActions.modalDismissed())}
      message={modalError ? intl.formatMessage({ id: `voucher.error.${modalError}` }) : undefined}
      okLabel={intl.formatMessage({ id: 'voucher.error.okay' })}
      returnFocusRef={returnFocusRef}
    />
  );
}

/** Carries out the page changes the sagas ask for, inside the router, without a reload. */
export function VoucherNavigator() {
  const { navigation } = useAppSelector(selectVoucher);
  const locale = useAppSelector(selectRouteLocale);
  const navigate = usePageNavigate();
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!navigation || !locale) return;
    dispatch(voucherActions.navigationDone());
    const params: Record<string, string> = navigation.checkoutId
      ? { checkoutId: navigation.checkoutId }
      : {};
    navigate(href(navigation.route, locale, params), {
      replace: navigation.replace,
    });
  }, [navigation, locale, navigate, dispatch]);
  return null;
}

/** While a voucher cart loads (both voucher pages). */
export function VoucherLoading() {
  return (
    <div role="status">
      <Loader />
      <p>
        <FormattedMessage id="voucher.loading" />
      </p>
    </div>
  );
}
