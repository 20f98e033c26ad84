import { screen, within } from '@testing-library/react';
import { renderCmsModules } from '../modules/renderCmsModules';
import { demoModule } from './testing/demoModules';

describe('USP teaser and USP list', () => {
  it('lists the USP teaser’s promises under one name', async () => {
    const module = demoModule('homepage', 'hp-usp', 'uspTeaser', 'de');
    renderCmsModules([module], { language: 'de' });
    const list = await screen.findByRole('list', { name: 'Unsere Vorteile' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(module.items.map((item) => item.text));
  });

  it('shows the USP list’s headline as h2 and each promise as h3 with its text', async () => {
    const module = demoModule('homepage', 'hp-usp-list', 'uspList');
    renderCmsModules([module]);
    expect(
      await screen.findByRole('heading', { level: 2, name: module.headline }),
    ).toBeInTheDocument();
    for (const item of module.items) {
      const heading = screen.getByRole('heading', { level: 3, name: item.headline });
      expect(within(heading.closest('li') as HTMLElement).getByText(item.text)).toBeInTheDocument();
    }
  });

  it('shows each promise with the icon the CMS names, hidden from assistive technology', async () => {
    const module = demoModule('homepage', 'hp-usp', 'uspTeaser', 'de');
    const unknown = { ...module, items: [...module.items, { icon: 'rocket', text: 'Schnell' }] };
    renderCmsModules([unknown], { language: 'de' });
    const list = await screen.findByRole('list', { name: 'Unsere Vorteile' });
    // The icons are decorative: read from the markup, as no role reaches them.
    const icons = within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('svg'));
    expect(icons.map((icon) => icon?.getAttribute('data-icon'))).toEqual([
      ...module.items.map((item) => item.icon),
      'check',
    ]);
    for (const icon of icons) expect(icon).toHaveAttribute('aria-hidden', 'true');
  });
});
