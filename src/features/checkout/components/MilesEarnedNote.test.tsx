import { screen } from '@testing-library/react';
import type { Cart } from '../../../api/types';
import { rootReducer } from '../../../store/rootReducer';
import { makeTestStore, renderWithProviders } from '../../../testing/renderWithProviders';
import { testConfig } from '../../../testing/testConfig';
import { checkoutActions, checkoutSlice } from '../checkoutSlice';
import { testCart } from '../testing/cartFixture';
import { BookingSummary } from './BookingSummary';

const withNumber = (cart: Cart, number = '992001234567890'): Cart => {
  const passengers = cart.checkout.package.passengerInfo.passengers.map((p, index) =>
    index === 0 ? { ...p, frequentFlyerNumber: { number, type: 'MilesAndMore' as const } } : p,
  );
  return {
    ...cart,
    checkout: {
      ...cart.checkout,
      package: { ...cart.checkout.package, passengerInfo: { passengers } },
    },
  };
};

function renderSummary(cart: Cart, config = {}, paymentError = false) {
  const store = makeTestStore();
  rootReducer.inject(checkoutSlice);
  store.dispatch(
    checkoutActions.checkoutRequested({ checkoutId: 'bk-1', route: 'checkout_payment' }),
  );
  store.dispatch(checkoutActions.checkoutLoaded({ cart, payPal: false }));
  if (paymentError)
    store.dispatch(checkoutActions.paymentFailed({ payment: [{ id: 'noPaymentSelectedError' }] }));
  renderWithProviders(<BookingSummary />, {
    store,
    config: testConfig({ features: { milesProgramme: true }, ...config }),
  });
}

const miles = () => screen.queryByText(/Miles & More miles with this booking/);

describe('miles earned on the booking', () => {
  it('is floor(total in EUR × rate) with a Miles & More number', () => {
    renderSummary(withNumber(testCart()), { miles: { earnRate: 1.5 } });
    // Base price 1,800 EUR × 1.5.
    expect(miles()).toHaveTextContent('You earn 2,700 Miles & More miles with this booking.');
  });

  it('uses the boost rate for a hotel of the boost collection', () => {
    const cart = withNumber(testCart());
    const boosted = {
      ...cart,
      product: {
        ...cart.product,
        hotel: { ...cart.product.hotel, collection: 'Premium Collection' },
      },
    };
    renderSummary(boosted, {
      miles: { earnRate: 1, boostRate: 2, boostCollection: 'Premium Collection' },
    });
    expect(miles()).toHaveTextContent('You earn 3,600 Miles & More miles');
  });

  it.each([
    ['without a frequent-flyer number', testCart(), {}, false],
    ['with a payment error', withNumber(testCart()), {}, true],
    [
      'without the miles programme',
      withNumber(testCart()),
      { features: { milesProgramme: false } },
      false,
    ],
  ])('earns nothing %s', (_name, cart, config, paymentError) => {
    renderSummary(cart, config, paymentError);
    expect(miles()).toBeNull();
    expect(screen.getByRole('complementary', { name: 'Your holiday' })).toBeInTheDocument();
  });
});
