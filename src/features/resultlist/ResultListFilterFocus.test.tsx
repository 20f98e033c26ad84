import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupDemoHost } from '../../testing/setupDemoHost';
import { renderApp } from '../../testing/renderApp';
import { withMatchingMedia } from '../../testing/mediaQueries';

setupDemoHost();

const url = '/en-gb/search?dest=es-mallorca&dep=FRA&from=2027-05-03&to=2027-05-10&adults=2';

describe('result list filters, chips and focus (docs/rules/result-list.md)', () => {
  it('returns the focus to the control that opened the filters', async () => {
    const user = userEvent.setup();
    renderApp(url);
    const count = await screen.findByRole('button', { name: /offers?$/ }, { timeout: 10_000 });
    await user.click(count);
    const panel = screen.getByRole('dialog', { name: 'Filter results' });
    await user.click(within(panel).getByRole('button', { name: 'Back to your results' }));
    await waitFor(() => expect(count).toHaveFocus());

    const trigger = screen.getByRole('button', { name: 'Filter results' });
    await user.click(trigger);
    await user.click(within(panel).getByRole('button', { name: 'Back to your results' }));
    await waitFor(() => expect(trigger).toHaveFocus());
  }, 30_000);

  it('shows chosen filters as chips above the list that remove them', async () => {
    const user = userEvent.setup();
    renderApp(`${url}&board=AI&stars=4`);
    const chips = await screen.findByRole('group', { name: 'Active filters' }, { timeout: 10_000 });
    expect(
      within(chips)
        .getAllByRole('button', { name: /^Remove filter/ })
        .map((chip) => chip.textContent),
    ).toEqual(['4+ stars ×', 'All inclusive ×']);
    await user.click(within(chips).getByRole('button', { name: 'Remove filter: All inclusive' }));
    await waitFor(() => expect(window.location.search).not.toContain('board='));
    expect(window.location.search).toContain('stars=4');
    await waitFor(() =>
      expect(within(chips).getByRole('button', { name: 'Remove filter: 4+ stars' })).toHaveFocus(),
    );
    await user.click(within(chips).getByRole('button', { name: 'Remove filter: 4+ stars' }));
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Active filters' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Search results' })).toHaveFocus();
  }, 30_000);

  describe('from 1024 px', () => {
    withMatchingMedia((query) => query.includes('min-width: 1024px'));

    it('shows the filters beside the results, and the count leads the focus to them', async () => {
      const user = userEvent.setup();
      renderApp(url);
      const count = await screen.findByRole('button', { name: /offers?$/ }, { timeout: 10_000 });
      const panel = screen.getByRole('region', { name: 'Filter results' });
      expect(within(panel).getByRole('group', { name: 'Board type' })).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Filter results' })).not.toBeInTheDocument();
      expect(count).not.toHaveAttribute('aria-expanded');
      await user.click(count);
      expect(within(panel).getByRole('heading', { name: 'Filter results' })).toHaveFocus();
    }, 30_000);
  });
});
