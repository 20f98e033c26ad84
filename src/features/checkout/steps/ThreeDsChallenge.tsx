import type { RefObject } from 'react';
import type { ThreeDsAction } from '../../../api/types';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { checkoutActions, selectPaymentState } from '../checkoutSlice';
import { paymentVault } from '../model/paymentVault';
import { ThreeDsModal } from '../payment/threeDs/ThreeDsModal';
import { challengeKey, challengeResultKey } from '../sagas/paymentSaga';

/** The open 3-D Secure challenge: its action from the vault, its result back to the saga. */
export function ThreeDsChallenge({ returnFocusRef }: { returnFocusRef?: RefObject<HTMLElement> }) {
  const { challengeOpen, challengeAttempt } = useAppSelector(selectPaymentState);
  const dispatch = useAppDispatch();
  const action =
    challengeOpen && challengeAttempt
      ? paymentVault.peek<ThreeDsAction>(challengeKey(challengeAttempt))
      : null;
  return (
    <ThreeDsModal
      action={action}
      challengeId={challengeAttempt ?? undefined}
      returnFocusRef={returnFocusRef}
      onResult={(result) => {
        if (challengeAttempt) paymentVault.put(challengeResultKey(challengeAttempt), result);
        dispatch(checkoutActions.paymentChallengeClosed());
      }}
    />
  );
}
