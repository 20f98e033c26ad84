import { screen, within } from '@testing-library/react';
import type { Cart } from '../../../api/types';
import { rootReducer } from '../../../store/rootReducer';
import { makeTestStore, renderWithProviders } from '../../../testing/renderWithProviders';
import { checkoutActions, checkoutSlice } from '../checkoutSlice';
import { testCart } from '../testing/cartFixture';
import { packageWith, service } from '../payment/rules/testing/packageFixture';
import { shellActions } from '../../shell';
import { BookingSummary } from './BookingSummary';
import { layoutWithRates } from '../../../testing/layoutWithRates';

function renderSummary(cart: Cart, language: 'en' | 'de' = 'en', rates?: Record<string, number>) {
  const store = makeTestStore();
  if (rates) {
    store.dispatch(
      shellActions.routeEntered({
        name: 'checkout_payment',
        locale: 'en-gb',
        params: {},
        pathname: '/en-gb/booking/payment/bk-1',
      }),
    );
    store.dispatch(shellActions.layoutLoaded(layoutWithRates(rates)));
  }
  rootReducer.inject(checkoutSlice);
  store.dispatch(
    checkoutActions.checkoutRequested({ checkoutId: 'bk-1', route: 'checkout_payment' }),
  );
  store.dispatch(checkoutActions.checkoutLoaded({ cart, payPal: false }));
  renderWithProviders(<BookingSummary />, { store, language });
  return screen.getByRole('region', {
    name: language === 'en' ? 'Price breakdown' : 'Preisaufstellung',
  });
}

/** Travel 1800, a transfer 90, PayPal fee 9.90, coupon 50, card discount 7 % (126): 1723.90. */
const fullCart = (payment: Cart['checkout']['payment'] = {}) => {
  const base = testCart();
  const pkg = packageWith([service({ key: 'transfer', price: { amount: 90 } })], {
    basePrice: 1800,
    paymentFee: 9.9,
    coupon: 50,
  });
  return testCart({
    package: {
      ...pkg,
      passengerInfo: base.checkout.package.passengerInfo,
      offerAdult: { amount: 900 },
      cardDiscount: { percent: 7, price: { amount: 126 } },
    },
    amounts: { totalAmount: { value: 1723.9, currency: 'EUR' } },
    payment,
  });
};

const row = (region: HTMLElement, term: string) =>
  within(region).getByRole('definition', { name: term });

describe('price breakdown before paying (docs/rules/checkout-prices.md)', () => {
  it('says the travel price and the total in the market currency too, as the list showed them', () => {
    const region = renderSummary(fullCart(), 'en', { GBP: 0.85 });
    // 1800 € is £1,530 on the list (rounded up like every list price); 1723.90 € is £1,466.
    expect(row(region, 'Travel price')).toHaveTextContent('€1,800.00 (about £1,530)');
    expect(row(region, 'Total to be charged in EUR')).toHaveTextContent('€1,723.90 (about £1,466)');
    expect(row(region, 'Extras')).not.toHaveTextContent('£');
  });

  it('lists per person price, extras, fee, discounts and the total to be charged in its currency', () => {
    // The market of en-gb shows pounds elsewhere; the payment is taken in euros, so it says so.
    const region = renderSummary(fullCart());
    expect(within(region).getByRole('list', { name: 'Price per person' })).toHaveTextContent(
      '2 adults: €900.00 per person',
    );
    expect(row(region, 'Travel price')).toHaveTextContent('€1,800.00');
    expect(row(region, 'Extras')).toHaveTextContent('€90.00');
    expect(row(region, 'Payment fee')).toHaveTextContent('€9.90');
    expect(row(region, 'Voucher')).toHaveTextContent('−€50.00');
    expect(row(region, 'Card discount (7%)')).toHaveTextContent('−€126.00');
    expect(row(region, 'Total to be charged in EUR')).toHaveTextContent('€1,723.90');
    expect(region).not.toHaveTextContent('£');
  });

  it('takes off what miles pay and charges the rest', () => {
    const region = renderSummary(
      fullCart({
        bonusProgramName: 'MilesAndMore',
        originalAmount: 1723.9,
        value: { amount: 1648.9 },
      }),
    );
    expect(row(region, 'Paid with miles')).toHaveTextContent('−€75.00');
    expect(row(region, 'Total to be charged in EUR')).toHaveTextContent('€1,648.90');
  });

  it('shows no discount lines a cart does not have', () => {
    const region = renderSummary(testCart());
    expect(within(region).queryByText(/discount/i)).not.toBeInTheDocument();
    expect(within(region).queryByText('Voucher')).not.toBeInTheDocument();
    expect(row(region, 'Total to be charged in EUR')).toHaveTextContent('€1,800.00');
  });

  it('speaks German', () => {
    const region = renderSummary(fullCart(), 'de');
    expect(row(region, 'Kartenrabatt (7 %)')).toHaveTextContent('126');
    expect(within(region).getByText('Zu zahlender Gesamtbetrag in EUR')).toBeInTheDocument();
  });
});
