import { screen } from '@testing-library/react';
import { renderWithProviders, makeTestStore } from '../../../testing/renderWithProviders';
import { shellActions } from '../shellSlice';
import Footer from './Footer';

function renderFooter(html: string) {
  const store = makeTestStore();
  store.dispatch(
    shellActions.layoutLoaded({
      navigation: { tabs: [] },
      footer: { columns: [], html },
      markets: [],
      currencyInfo: {
        baseCurrency: 'EUR',
        rates: {},
        contexts: {},
        dateTime: '2026-11-25T00:00:00Z',
      },
    }),
  );
  return renderWithProviders(<Footer locale="en-gb" />, { store });
}

describe('footer HTML', () => {
  it('reaches the page only through the sanitiser, once its chunk is in', async () => {
    const { container } = renderFooter(
      '<p>All prices per person. <a href="/en-gb/privacy">Privacy</a></p>' +
        '<img src="x" onerror="window.hacked=1"><script>window.hacked=1</script>',
    );
    expect(await screen.findByRole('link', { name: 'Privacy' })).toHaveAttribute(
      'href',
      '/en-gb/privacy',
    );
    expect(screen.getByText(/All prices per person/)).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });
});
