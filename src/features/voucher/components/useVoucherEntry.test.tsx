import { act, waitFor } from '@testing-library/react';
import { shellActions } from '../../shell';
import { setupDemoHost } from '../../../testing/setupDemoHost';
import { makeTestStore, renderWithProviders } from '../../../testing/renderWithProviders';
import { selectVoucher } from '../voucherSlice';
import { useVoucherEntry } from './useVoucherEntry';

setupDemoHost();

describe('useVoucherEntry', () => {
  it("loads the voucher cart once and renders nothing again when only the route's status changes", async () => {
    const store = makeTestStore();
    store.dispatch(
      shellActions.routeEntered({
        name: 'voucher_checkout',
        locale: 'en-gb',
        params: {},
        pathname: '/en-gb/voucher/checkout',
      }),
    );
    let renders = 0;
    function Probe() {
      renders += 1;
      useVoucherEntry('checkout');
      return null;
    }
    renderWithProviders(<Probe />, { store, route: '/en-gb/voucher/checkout' });
    await waitFor(() => expect(selectVoucher(store.getState()).checkoutId).not.toBeNull());
    const before = renders;
    act(() => {
      store.dispatch(shellActions.routeChunkLoading());
      store.dispatch(shellActions.routeShown());
    });
    expect(store.getState().shell.route.status).toBe('shown');
    expect(renders).toBe(before);
  });
});
