import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../testing/renderApp';
import { setupDemoHost } from '../../testing/setupDemoHost';

setupDemoHost();

const main = () => screen.getByRole('main');

describe('glossary page', () => {
  it('links every letter that has content, and lists the destinations of its own', async () => {
    renderApp('/en-gb/m.html');
    const h1 = await within(main()).findByRole(
      'heading',
      { level: 1, name: 'Destinations starting with M' },
      { timeout: 15_000 },
    );
    expect(h1).toBeInTheDocument();
    const letters = within(main()).getByRole('navigation', {
      name: 'Destinations by initial letter',
    });
    const links = within(letters).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toContain('m');
    // No destination starts with q in the demo catalogue: no link for it.
    expect(
      within(letters).queryByRole('link', { name: 'Destinations starting with Q' }),
    ).toBeNull();
    expect(
      within(letters).getByRole('link', { name: 'Destinations starting with M' }),
    ).toHaveAttribute('aria-current', 'page');
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/en-gb\/[a-z]\.html$/);
    // Destination pages exist in de-de only: the content links there (docs/rules/content-pages.md,
    // "Destination pages are German").
    const mallorca = within(main()).getByRole('link', { name: 'Mallorca' });
    expect(mallorca).toHaveAttribute('href', '/de-de/urlaub/spanien/mallorca.html');
    await waitFor(() =>
      expect(
        document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
      ).toMatch(/starting with M: .*Mallorca/),
    );

    await userEvent.click(
      within(letters).getByRole('link', { name: 'Destinations starting with K' }),
    );
    expect(
      await within(main()).findByRole('heading', {
        level: 1,
        name: 'Destinations starting with K',
      }),
    ).toBeInTheDocument();
    expect(within(main()).getByRole('link', { name: 'Kreta' })).toBeInTheDocument();
  });

  it('names its address in its locale and lists its destinations for search engines', async () => {
    renderApp('/en-gb/m.html');
    await within(main()).findByRole(
      'heading',
      { level: 1, name: 'Destinations starting with M' },
      { timeout: 15_000 },
    );
    const names = within(main())
      .getAllByRole('listitem')
      .filter((item) => item.closest('.hs-seo-cards'))
      .map((item) => item.textContent);
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="alternate"]')).toHaveAttribute(
        'hreflang',
        'en-GB',
      ),
    );
    expect(document.head.querySelector('link[rel="alternate"]')).toHaveAttribute(
      'href',
      'http://localhost/en-gb/m.html',
    );
    const data = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) =>
        JSON.parse(script.textContent ?? 'null') as {
          '@type': string;
          itemListElement: { position: number; name: string; url: string }[];
        },
    );
    const list = data.find((entry) => entry['@type'] === 'ItemList');
    expect(list?.itemListElement.map((item) => item.name)).toEqual(names);
    expect(list?.itemListElement[0]?.position).toBe(1);
    expect(list?.itemListElement.find((item) => item.name === 'Mallorca')?.url).toBe(
      'http://localhost/de-de/urlaub/spanien/mallorca.html',
    );
  });
});
