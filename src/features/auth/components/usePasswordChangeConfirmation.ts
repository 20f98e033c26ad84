import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { authActions, selectPasswordChanged } from '../authSlice';

/**
 * Whether the page should confirm a changed password: true on the page the change-password round
 * trip returned to, for as long as that page stays. The flag is spent at once, so the confirmation
 * is not repeated on the next visit (docs/rules/identity.md, "Change password").
 */
export function usePasswordChangeConfirmation(): boolean {
  const changed = useAppSelector(selectPasswordChanged);
  const [shown] = useState(changed);
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (changed) dispatch(authActions.passwordChangeConfirmed());
  }, [changed, dispatch]);
  return shown;
}
