import { screen } from '@testing-library/react';
import { makeTestStore, renderWithProviders } from '../../testing/renderWithProviders';
import { setupDemoHost } from '../../testing/setupDemoHost';
import { shellActions } from './shellSlice';
import { useMoney } from './useMoney';
import type { Locale } from '../../config/locales';
import { layoutWithRates } from '../../testing/layoutWithRates';

// The store's sagas load the page and layout of the route: the demo host answers them.
setupDemoHost();

function Amount({ value }: { value: number }) {
  const money = useMoney();
  return <p>{money(value)}</p>;
}

function renderAt(locale: Locale, withRates: boolean) {
  const store = makeTestStore();
  store.dispatch(
    shellActions.routeEntered({ name: 'homepage', locale, params: {}, pathname: `/${locale}` }),
  );
  if (withRates) {
    store.dispatch(shellActions.layoutLoaded(layoutWithRates({ GBP: 0.85, CHF: 0.95 })));
  }
  renderWithProviders(<Amount value={1000.2} />, { store });
}

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('money in the market currency', () => {
  it.each([
    ['en-gb', '£851'],
    ['de-ch', 'CHF 951'],
    ['de-de', '1.001 €'],
  ] as const)('%s shows %s for 1000.20 EUR', (locale, expected) => {
    renderAt(locale, true);
    expect(plain(screen.getByRole('paragraph').textContent)).toBe(expected);
  });

  it('shows the hub currency until the rates have arrived', () => {
    renderAt('en-gb', false);
    expect(plain(screen.getByRole('paragraph').textContent)).toBe('€1,001');
  });
});
