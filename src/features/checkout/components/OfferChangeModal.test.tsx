import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rootReducer } from '../../../store/rootReducer';
import { makeTestStore, renderWithProviders } from '../../../testing/renderWithProviders';
import { checkoutActions, checkoutSlice, selectCheckout } from '../checkoutSlice';
import { testCart } from '../testing/cartFixture';
import { OfferChangeModal } from './OfferChangeModal';

const change = {
  type: 'price' as const,
  price: { amount: 1872, perPersonAmount: 936, difference: 36, currency: 'EUR' },
};

function renderNotice(language: 'en' | 'de' = 'en') {
  const store = makeTestStore();
  rootReducer.inject(checkoutSlice);
  store.dispatch(checkoutActions.checkoutRequested({ checkoutId: 'bk-1', route: 'checkout_info' }));
  store.dispatch(
    checkoutActions.checkoutLoaded({
      cart: testCart({ amounts: { totalAmount: { value: 1872, currency: 'EUR' } } }),
      payPal: false,
    }),
  );
  store.dispatch(checkoutActions.offerChangeReported(change));
  // The step was going on to payment when the answer reported the change.
  store.dispatch(
    checkoutActions.navigationRequested({
      route: 'checkout_payment',
      params: { checkoutId: 'bk-1' },
    }),
  );
  const onReject = jest.fn();
  renderWithProviders(<OfferChangeModal onReject={onReject} />, { store, language });
  const state = () => selectCheckout(store.getState());
  return { onReject, state };
}

describe('price change notice (docs/rules/checkout-prices.md)', () => {
  it('names the new price, the difference and the new total in the currency charged', async () => {
    renderNotice();
    const dialog = await screen.findByRole('dialog', {
      name: 'The price of your offer has changed',
    });
    expect(dialog).toHaveTextContent('The new price is €936.00 per person (+€36.00 difference).');
    expect(dialog).toHaveTextContent('New total price: €1,872.00');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('goes on where the step was going once the shopper accepts', async () => {
    const { state, onReject } = renderNotice();
    expect(state().navigation).toBeNull();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Accept new price and continue' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(state().navigation).toMatchObject({ route: 'checkout_payment' });
    expect(onReject).not.toHaveBeenCalled();
  });

  it.each([
    [
      'the reject button',
      () => userEvent.click(screen.getByRole('button', { name: 'Keep looking' })),
    ],
    ['Escape', () => userEvent.keyboard('{Escape}')],
  ])('leads away without going on when the shopper rejects by %s', async (_how, reject) => {
    const { state, onReject } = renderNotice();
    await screen.findByRole('dialog');
    await reject();
    expect(onReject).toHaveBeenCalledTimes(1);
    expect(state().offerChange).toBeNull();
    expect(state().navigation).toBeNull();
  });

  it('speaks German', async () => {
    renderNotice('de');
    expect(
      await screen.findByRole('dialog', { name: 'Der Preis Ihres Angebots hat sich geändert' }),
    ).toHaveTextContent('Neuer Gesamtpreis:');
  });
});
