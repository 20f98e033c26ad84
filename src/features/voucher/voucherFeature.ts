import { voucherSaga } from './voucherSaga';
import { voucherSlice } from './voucherSlice';

/** What the voucher routes' chunks inject: the voucher slice, and its sagas started once. */
export const voucherFeature = { name: 'voucher', slice: voucherSlice, saga: voucherSaga };
