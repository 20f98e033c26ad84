import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { testConfig } from '../../../testing/testConfig';
import { Breadcrumbs } from './Breadcrumbs';

const structuredData = () =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );

describe('Breadcrumbs and the URL policy', () => {
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('shows a crumb with a refused link as text and gives search engines no address for it', () => {
    renderWithProviders(
      <Breadcrumbs
        locale="en-gb"
        structured
        crumbs={[
          { name: 'Home', url: '/en-gb' },
          { name: 'Spain', url: 'javascript:alert(document.cookie)' },
          { name: 'Partner', url: 'https://partner.example.org/spain' },
          { name: 'Evil', url: 'https://evil.example/spain' },
          { name: 'Mallorca' },
        ]}
      />,
      { config: testConfig({ allowedOrigins: ['https://partner.example.org'] }) },
    );
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en-gb');
    expect(within(crumbs).getByText('Spain')).not.toHaveAttribute('href');
    expect(within(crumbs).queryByRole('link', { name: 'Spain' })).toBeNull();
    expect(within(crumbs).queryByRole('link', { name: 'Evil' })).toBeNull();
    expect(within(crumbs).getByRole('link', { name: 'Partner' })).toHaveAttribute(
      'href',
      'https://partner.example.org/spain',
    );

    const [list] = structuredData();
    expect(list?.itemListElement).toEqual([
      expect.objectContaining({ name: 'Home', item: 'http://localhost/en-gb' }),
      { '@type': 'ListItem', position: 2, name: 'Spain' },
      expect.objectContaining({ name: 'Partner', item: 'https://partner.example.org/spain' }),
      { '@type': 'ListItem', position: 4, name: 'Evil' },
      { '@type': 'ListItem', position: 5, name: 'Mallorca' },
    ]);
    expect(JSON.stringify(structuredData())).not.toMatch(/javascript:|evil\.example/);
  });
});
