import { useCallback, useEffect, useRef } from 'react';
import { useHostConfig } from '../../../config/HostConfigContext';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../store/hooks';
import { useFeatureSaga } from '../../../store/useFeatureSaga';
import { selectRoute } from '../../shell';
import { voucherFeature } from '../voucherFeature';
import { selectVoucher, voucherActions, type VoucherPage } from '../voucherSlice';

/**
 * Both voucher routes: the slice and sagas, and the cart of the URL loaded (or, on the checkout
 * without an id, created). When the URL takes the id of the cart just created, nothing reloads.
 */
export function useVoucherEntry(page: VoucherPage) {
  useFeatureSaga(voucherFeature);
  const { cmsUser } = useHostConfig();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  // The id alone: the route's status changes a few times while the page loads.
  const checkoutId = useAppSelector((state) => {
    const id = selectRoute(state).params.checkoutId;
    return typeof id === 'string' && id ? id : null;
  });
  const entered = useRef(false);
  const request = useCallback(
    () => dispatch(voucherActions.voucherRequested({ checkoutId, cmsUser, page })),
    [checkoutId, cmsUser, page, dispatch],
  );
  useEffect(() => {
    const known = selectVoucher(store.getState());
    const current = checkoutId !== null && known.checkoutId === checkoutId;
    const wasEntered = entered.current;
    entered.current = true;
    // The id written into the URL after creating the cart is the cart already shown, and the
    // success page after a purchase has the paid cart the purchase answered with.
    if (current && (wasEntered || known.purchase.status === 'paid')) return;
    request();
  }, [checkoutId, request, store]);
  return { checkoutId, retry: request };
}
