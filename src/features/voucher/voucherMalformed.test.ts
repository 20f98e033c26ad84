import { tokenise } from '../../../demo/cardProvider/testCards';
import { demoState } from '../../../demo/handlers';
import { watchedClient } from '../../testing/watchedClient';
import { until } from '../../testing/featureStore';
import { voucherCardPayment } from '../../../demo/testing/voucherFlow';
import { setupDemoHost } from '../../testing/setupDemoHost';
import { browserRedirect, paymentVault } from '../checkout';
import { voucherInfo, voucherState, voucherStore } from './testing/voucherFixtures';
import type { VoucherPurchaseSecrets } from './voucherSaga';
import { voucherActions } from './voucherSlice';

setupDemoHost();

let redirect: jest.SpyInstance;
beforeEach(() => {
  redirect = jest.spyOn(browserRedirect, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  redirect.mockRestore();
  paymentVault.clear();
  delete process.env.DEMO_FAULTS;
});

const secrets = (transactionId: string): VoucherPurchaseSecrets => ({
  payment: voucherCardPayment(transactionId, { locale: 'en-gb' }),
});

/** A voucher cart created on the demo host, the client noting every failed request's kind. */
async function createdVoucher() {
  const { api, failed } = watchedClient();
  const store = voucherStore(api);
  store.dispatch(
    voucherActions.voucherRequested({ checkoutId: null, cmsUser: false, page: 'checkout' }),
  );
  await until(store, () => voucherState(store).status === 'resolved');
  const checkoutId = voucherState(store).checkoutId!;
  demoState.cardTokens.set(`TX-${checkoutId}`, tokenise('4242424242424242'));
  return { store, failed, checkoutId };
}

function buy(store: Awaited<ReturnType<typeof createdVoucher>>['store'], checkoutId: string) {
  paymentVault.put('press-1', secrets(`TX-${checkoutId}`));
  store.dispatch(
    voucherActions.purchaseSubmitted({ attemptId: 'press-1', info: voucherInfo, cmsUser: false }),
  );
}

describe('a voucher set-info answer in the wrong shape', () => {
  it('is a technicalError, as a server error is; nothing counts as paid', async () => {
    const { store, failed, checkoutId } = await createdVoucher();
    process.env.DEMO_FAULTS = 'voucher_set_info:malformed';
    buy(store, checkoutId);
    await until(store, () => voucherState(store).modalError !== null);
    expect(failed).toEqual([{ route: 'voucher_set_info', kind: 'malformed' }]);
    expect(voucherState(store).modalError).toBe('technicalError');
    expect(voucherState(store).purchase.status).not.toBe('paid');
  });

  it('buys the voucher with the same answer in its own shape', async () => {
    const { store, failed, checkoutId } = await createdVoucher();
    buy(store, checkoutId);
    await until(store, () => voucherState(store).purchase.status === 'paid');
    expect(failed).toEqual([]);
  });
});
