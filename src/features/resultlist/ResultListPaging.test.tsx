import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupDemoHost } from '../../testing/setupDemoHost';
import { renderApp } from '../../testing/renderApp';

setupDemoHost();

const url = '/en-gb/search?dest=es-mallorca&dep=FRA&from=2027-05-03&to=2027-05-10&adults=2';

const heading = () => screen.getByRole('heading', { level: 1, name: 'Search results' });
const firstItemList = () => screen.getAllByRole('article')[0]!.closest('ol');
const pages = () => screen.getByRole('navigation', { name: 'Pages' });

describe('result list paging (docs/rules/result-list.md)', () => {
  const scrollIntoView = jest.fn();
  beforeEach(() => {
    scrollIntoView.mockClear();
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('after "Next page" scrolls to the heading, focuses it and numbers on from the last page', async () => {
    const user = userEvent.setup();
    renderApp(url);
    await screen.findByRole('button', { name: /offers?$/ }, { timeout: 10_000 });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    expect(firstItemList()).toHaveAttribute('start', '1');
    expect(heading()).not.toHaveFocus();

    await user.click(within(pages()).getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(heading()).toHaveFocus());
    expect(scrollIntoView.mock.contexts).toContain(heading());
    expect(window.location.search).toContain('page=2');
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(0));
    expect(firstItemList()).toHaveAttribute('start', '21');

    await user.click(within(pages()).getByRole('link', { name: 'Page 1' }));
    await waitFor(() => expect(firstItemList()).toHaveAttribute('start', '1'));
    expect(heading()).toHaveFocus();
  }, 30_000);

  it('leaves the focus on a filter when the filter sends the list back to page 1', async () => {
    const user = userEvent.setup();
    renderApp(`${url}&page=2`);
    await screen.findByRole('button', { name: /offers?$/ }, { timeout: 10_000 });
    await waitFor(() => expect(firstItemList()).toHaveAttribute('start', '21'));
    await user.click(screen.getByRole('button', { name: 'Filter results' }));
    const stars = screen.getByRole('group', { name: 'Category' });
    const threeStars = within(stars).getAllByRole('radio')[2]!;
    await user.click(threeStars);
    await waitFor(() => expect(window.location.search).not.toContain('page=2'));
    await waitFor(() => expect(firstItemList()).toHaveAttribute('start', '1'));
    expect(threeStars).toHaveFocus();
    expect(scrollIntoView).not.toHaveBeenCalled();
  }, 30_000);
});
