import { act, screen, waitFor, within } from '@testing-library/react';
import { Profiler } from 'react';
import { shellActions } from '../../shell';
import userEvent from '@testing-library/user-event';
import { setupDemoHost } from '../../../testing/setupDemoHost';
import { currentLocation, renderAtRoute } from '../../../testing/renderAtRoute';
import type { RouteName } from '../../../config/routeTable';
import { SearchMask } from './SearchMask';
import { lastSeenKey } from '../model/lastSeenSearch';
import { onPhones, withMatchingMedia } from '../../../testing/mediaQueries';

setupDemoHost();

const renderMask = (url: string, routeName: RouteName) =>
  renderAtRoute(<SearchMask />, url, routeName);
const location = currentLocation;

describe('search mask', () => {
  beforeEach(() => localStorage.clear());

  it('shows the search of the URL and searches the edited draft on the result list', async () => {
    const user = userEvent.setup();
    renderMask(
      '/en-gb/search?dest=es-mallorca&dep=FRA&from=2027-02-01&to=2027-02-08&adults=3',
      'resultlist',
    );
    const mask = screen.getByRole('search', { name: 'Search holidays' });
    expect(
      await within(mask).findByRole('button', { name: /^Destination:.*Mallorca/ }),
    ).toBeInTheDocument();
    expect(
      within(mask).getByRole('button', { name: /^Departure airport:.*FRA/ }),
    ).toBeInTheDocument();
    expect(
      within(mask).getByRole('button', { name: /01\.02\.27 – 08\.02\.27/ }),
    ).toBeInTheDocument();
    expect(within(mask).getByRole('button', { name: /3 Persons$/ })).toBeInTheDocument();

    await user.click(within(mask).getByRole('checkbox', { name: 'Direct flights only' }));
    await user.click(within(mask).getByRole('button', { name: 'Search' }));
    expect(location()).toMatch(/^\/en-gb\/search\?/);
    const query = new URLSearchParams(location().split('?')[1]);
    expect(query.get('stops')).toBe('0');
    expect(query.get('dest')).toBe('es-mallorca');
    expect(JSON.parse(localStorage.getItem(lastSeenKey) ?? '{}')).toMatchObject({
      destination: { name: 'Mallorca' },
      productSearch: { destinations: ['es-mallorca'] },
    });
  });

  it("draws nothing again when only the route's status changes (docs/rules/speed.md)", async () => {
    const onRender = jest.fn();
    const { store } = renderAtRoute(
      <Profiler id="mask" onRender={onRender}>
        <SearchMask />
      </Profiler>,
      '/en-gb/search?dest=es-mallorca&dep=FRA',
      'resultlist',
    );
    const mask = screen.getByRole('search', { name: 'Search holidays' });
    await within(mask).findByRole('button', { name: /^Destination:.*Mallorca/ });
    const before = onRender.mock.calls.length;
    act(() => {
      store.dispatch(shellActions.routeChunkLoading());
      store.dispatch(shellActions.routeShown());
    });
    expect(store.getState().shell.route.status).toBe('shown');
    expect(onRender).toHaveBeenCalledTimes(before);
  });

  it('searches an address with more children under 2 than adults without the extra ones, and says so', async () => {
    const user = userEvent.setup();
    const monthsAgo = (months: number) => {
      const date = new Date();
      date.setMonth(date.getMonth() - months);
      return date.toISOString().slice(0, 10);
    };
    renderMask(
      `/en-gb/search?dest=es-mallorca&adults=1&children=${monthsAgo(6)},${monthsAgo(8)}`,
      'resultlist',
    );
    const notice = () => screen.queryByText(/^Per adult only 1 child/);
    expect(notice()).toHaveAttribute('role', 'status');
    expect(notice()).toHaveTextContent(
      'Per adult only 1 child under 2 years is allowed. One child under 2 was left out of this search.',
    );
    const mask = screen.getByRole('search', { name: 'Search holidays' });
    expect(within(mask).getByRole('button', { name: /2 Persons$/ })).toBeInTheDocument();
    await user.click(within(mask).getByRole('button', { name: 'Search' }));
    const query = new URLSearchParams(location().split('?')[1]);
    expect(query.get('children')).toBe(monthsAgo(6));
    expect(notice()).not.toBeInTheDocument();
  });

  it('keeps unsearched edits through a reload of the same page, and forgets them after searching', async () => {
    const user = userEvent.setup();
    sessionStorage.clear();
    const first = renderMask('/en-gb/search?dest=es-mallorca', 'resultlist');
    await user.click(screen.getByRole('checkbox', { name: 'Direct flights only' }));
    first.unmount();

    renderMask('/en-gb/search?dest=es-mallorca', 'resultlist');
    expect(screen.getByRole('checkbox', { name: 'Direct flights only' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(sessionStorage.length).toBe(0);
  });

  it('goes to all destinations when nothing specific is chosen', async () => {
    const user = userEvent.setup();
    renderMask('/en-gb', 'homepage');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toMatch(/^\/en-gb\/gallery\/AllDestinations\?/);
  });

  it('navigates when the destination changes on a page of another route, not on the homepage', async () => {
    const user = userEvent.setup();
    renderMask('/en-gb/gallery/AllDestinations', 'all_destinations');
    await user.click(screen.getByRole('button', { name: /^Destination:/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Destination' });
    await user.click(await within(dialog).findByRole('tab', { name: 'Greece' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Crete' }));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(location()).toMatch(/^\/en-gb\/search\?.*dest=gr-crete/));
  });
});

describe('search mask on small screens', () => {
  withMatchingMedia(onPhones);

  it('summarises the search, opens the full-screen mask with a body class, and closes with Escape', async () => {
    const user = userEvent.setup();
    renderMask('/en-gb/search?dest=gr-crete&from=2027-02-01&to=2027-02-08&adults=1', 'resultlist');
    const bar = screen.getByRole('button', { name: /^Change search:/ });
    expect(await within(bar).findByText('Crete')).toBeInTheDocument();
    expect(bar).toHaveTextContent('01.02.27 – 08.02.27');
    expect(bar).toHaveTextContent('1 adult');

    await user.click(bar);
    const dialog = screen.getByRole('dialog', { name: 'Search holidays' });
    expect(document.body).toHaveClass('hs-search-open');
    expect(within(dialog).getAllByRole('grid').length).toBe(12);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Search holidays' })).toBeNull();
    expect(document.body).not.toHaveClass('hs-search-open');
    expect(screen.getByRole('button', { name: /^Change search:/ })).toHaveFocus();
  });

  it("says 'Anywhere' without destinations", () => {
    renderMask('/en-gb', 'homepage');
    expect(screen.getByRole('button', { name: /^Change search:/ })).toHaveTextContent('Anywhere');
  });
});
