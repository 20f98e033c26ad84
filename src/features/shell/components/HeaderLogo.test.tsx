import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { testConfig } from '../../../testing/testConfig';
import { Header } from './Header';

/** Reserved space (docs/decisions.md): the logo's place is known before its file. */
describe('header logo', () => {
  beforeAll(() => {
    window.matchMedia ??= ((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
  });

  it('carries the size the host gives for the logo file', () => {
    const config = testConfig({
      brand: { name: 'Sunwave', logoUrl: '/logo.svg', logoSize: { width: 200, height: 48 } },
    });
    renderWithProviders(<Header config={config} locale="en-gb" />, { config });
    const logo = screen.getByRole('img', { name: 'Sunwave home' });
    expect(logo).toHaveAttribute('width', '200');
    expect(logo).toHaveAttribute('height', '48');
  });

  it('keeps at least its height without a size from the host', () => {
    const config = testConfig({ brand: { name: 'Sunwave', logoUrl: '/logo.svg' } });
    renderWithProviders(<Header config={config} locale="en-gb" />, { config });
    expect(screen.getByRole('img', { name: 'Sunwave home' })).toHaveAttribute('height', '40');
  });
});
