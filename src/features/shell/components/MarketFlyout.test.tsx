import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LayoutResponse } from '../../../api/types';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { setupDemoHost } from '../../../testing/setupDemoHost';
import { testConfig } from '../../../testing/testConfig';
import { shellSlice } from '../shellSlice';
import { MarketFlyout } from './MarketFlyout';

setupDemoHost();

const layout = (hrefs: Record<'ch' | 'at', string>) =>
  ({
    navigation: { links: [] },
    footer: { columns: [] },
    markets: [
      { country: 'gb', languages: ['en-gb'], currencies: [], displayCurrency: 'GBP' },
      {
        country: 'ch',
        languages: ['de-ch'],
        href: hrefs.ch,
        currencies: [],
        displayCurrency: 'CHF',
      },
      {
        country: 'at',
        languages: ['de-at'],
        href: hrefs.at,
        currencies: [],
        displayCurrency: 'EUR',
      },
    ],
    currencyInfo: {},
  }) as unknown as LayoutResponse;

describe('market flyout and the URL policy', () => {
  it('links a market on an allowed site, and shows one with a refused link as text', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const data = layout({
      ch: 'https://alpina.example/de-ch',
      at: 'javascript:alert(document.cookie)',
    });
    renderWithProviders(<MarketFlyout locale="en-gb" />, {
      config: testConfig({ allowedOrigins: ['https://alpina.example'] }),
      preloadedState: {
        shell: {
          ...shellSlice.getInitialState(),
          layout: { status: 'resolved', locale: 'en-gb', data },
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: /^Country and language/ }));
    expect(screen.getByRole('link', { name: /Switzerland/ })).toHaveAttribute(
      'href',
      'https://alpina.example/de-ch',
    );
    expect(screen.getByText(/Austria/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Austria/ })).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('(market link)'));
  });
});
