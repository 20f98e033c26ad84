import type { LazyFeature } from '../../store/useFeatureSaga';
import { voucherSaga } from './voucherSaga';

/** The voucher routes' sagas, started once by the first voucher page. */
export const voucherFeature = { name: 'voucher', saga: voucherSaga } satisfies LazyFeature;
