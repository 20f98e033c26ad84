import { useCallback, useEffect, useRef } from 'react';
import { useHostConfig } from '../../../app/HostConfigContext';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../store/hooks';
import { useInjectFeature } from '../../../store/useInjectFeature';
import { selectRoute } from '../../shell';
import { voucherFeature } from '../voucherFeature';
import { selectVoucher, voucherActions, type VoucherPage } from '../voucherSlice';

/**
 * Both voucher routes: the slice and sagas, and the cart of the URL loaded (or, on the checkout
 * without an id, created). When the URL takes the id of the cart just created, nothing reloads.
 */
export function useVoucherEntry(page: VoucherPage) {
  useInjectFeature(voucherFeature);
  const { cmsUser } = useHostConfig();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { params } = useAppSelector(selectRoute);
  const checkoutId =
    typeof params.checkoutId === 'string' && params.checkoutId ? params.checkoutId : null;
  const entered = useRef(false);
  const request = useCallback(
    () => dispatch(voucherActions.voucherRequested({ checkoutId, cmsUser, page })),
    [checkoutId, cmsUser, page, dispatch],
  );
  useEffect(() => {
    const known = selectVoucher(store.getState());
    // The id written into the URL after creating the cart is the cart already shown.
    if (entered.current && checkoutId !== null && known.checkoutId === checkoutId) return;
    entered.current = true;
    request();
  }, [checkoutId, request, store]);
  return { checkoutId, retry: request };
}
