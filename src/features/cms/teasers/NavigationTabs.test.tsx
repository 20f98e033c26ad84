import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCmsModules } from '../modules/renderCmsModules';
import { demoModule } from './testing/demoModules';

const tabsModule = () => demoModule('homepage', 'hp-tabs', 'navigationTabs');

/** A phone-sized window: matchMedia (absent in jsdom) answers the mobile query. */
function phoneWidth() {
  window.matchMedia = jest.fn().mockImplementation((media: string) => ({
    media,
    matches: media === '(max-width: 767px)',
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('navigation tabs with link lists', () => {
  const originalMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  it('shows one tab per title, its links in the panel, and moves by arrow keys', async () => {
    const module = tabsModule();
    renderCmsModules([module]);
    const tablist = await screen.findByRole('tablist', { name: module.headline });
    expect(screen.getByRole('heading', { level: 2, name: module.headline })).toBeInTheDocument();
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(module.tabs.map((tab) => tab.title));
    const first = module.tabs[0]!;
    const panel = screen.getByRole('tabpanel', { name: first.title });
    for (const link of first.links) {
      expect(within(panel).getByRole('link', { name: link.label })).toBeInTheDocument();
    }

    await userEvent.click(tabs[0]!);
    await userEvent.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    const second = module.tabs[1]!;
    expect(
      within(screen.getByRole('tabpanel', { name: second.title })).getAllByRole('link'),
    ).toHaveLength(second.links.length);
    await userEvent.keyboard('{End}');
    expect(tabs.at(-1)).toHaveFocus();
  });

  it('splits a tab of more than 10 links into lists of 10', async () => {
    const module = tabsModule();
    const all = module.tabs.at(-1)!;
    expect(all.links.length).toBeGreaterThan(10);
    renderCmsModules([module]);
    await userEvent.click(await screen.findByRole('tab', { name: all.title }));
    const lists = within(screen.getByRole('tabpanel', { name: all.title })).getAllByRole('list');
    expect(lists).toHaveLength(Math.ceil(all.links.length / 10));
    lists.forEach((list, index) =>
      expect(within(list).getAllByRole('listitem')).toHaveLength(
        Math.min(10, all.links.length - index * 10),
      ),
    );
  });

  it('shows each tab as a collapsible below 768 px', async () => {
    phoneWidth();
    const module = tabsModule();
    renderCmsModules([module]);
    await screen.findByRole('heading', { level: 2, name: module.headline });
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    const first = module.tabs[0]!;
    const toggle = screen.getByRole('button', { name: first.title });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { level: 3, name: first.title })).toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: first.title });
    expect(within(region).getAllByRole('link')).toHaveLength(first.links.length);
  });
});
