import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupDemoHost } from '../../testing/setupDemoHost';
import { renderApp } from '../../testing/renderApp';
import { testConfig } from '../../testing/testConfig';
import { convert, formatMoney } from '../../lib/money';
import { selectLayout } from '../shell';
import { selectListAnswer } from './resultListSlice';

const server = setupDemoHost();

const url = '/en-gb/search?dest=es-mallorca&dep=FRA&from=2027-05-03&to=2027-05-10&adults=2';

describe('result list page', () => {
  it('lists the hotels of the search with count, prices and links that keep the search', async () => {
    renderApp(url);
    expect(
      await screen.findByRole('button', { name: /offers?$/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const hotelLinks = await screen.findAllByRole('link', { name: /\S/ });
    const toHotels = hotelLinks.filter((link) => /\/hotel\//.test(link.getAttribute('href') ?? ''));
    expect(toHotels.length).toBeGreaterThan(3);
    expect(toHotels[0]!.getAttribute('href')).toMatch(
      /^\/en-gb\/hotel\/.+-\d+\?.*dest=es-mallorca/,
    );
    const item = toHotels[0]!.closest('li')!;
    expect(within(item).getByText(/p\.p\. from/)).toBeInTheDocument();
  });

  it("shows a family's total as the host's total, not the adult price times travellers", async () => {
    // Two adults and a child of 7, totals (docs/rules/prices.md).
    const { store } = renderApp(`${url}&children=2019-05-26&pp=0`);
    const [article] = await screen.findAllByRole('article', {}, { timeout: 8000 });
    const price = selectListAnswer(store.getState()).results[0]!.offers[0]!.price;
    const rates = selectLayout(store.getState())!.currencyInfo;
    const pounds = (eur: number) =>
      formatMoney(convert(eur, 'EUR', 'GBP', rates), { currency: 'GBP', intlLocale: 'en-GB' });
    expect(price.amount).toBeLessThan(price.perPersonAmount * 3);
    expect(within(article!).getByText('Total price from')).toBeInTheDocument();
    expect(within(article!).getByText(pounds(price.amount))).toBeInTheDocument();
    expect(within(article!).queryByText(pounds(price.perPersonAmount * 3))).toBeNull();
  });

  it('saves exactly the difference of the two prices shown, in pounds on en-gb', async () => {
    renderApp(url);
    const articles = await screen.findAllByRole('article', {}, { timeout: 8000 });
    const pounds = (text: string | null) =>
      Number(/£([\d,]+)/.exec(text ?? '')![1]!.replace(/,/g, ''));
    const compared = articles.filter((article) => within(article).queryByText(/^Save £/));
    expect(compared.length).toBeGreaterThan(0);
    for (const article of compared) {
      const old = pounds(within(article).getByRole('deletion').textContent);
      const shown = pounds(within(article).getByRole('deletion').nextElementSibling!.textContent);
      const saving = pounds(within(article).getByText(/^Save £/).textContent);
      expect(saving).toBe(old - shown);
    }
    expect(
      within(compared[0]!).getByText(/identical offer\. Currency: British Pound\.$/),
    ).toBeInTheDocument();
  });

  it('says the list is busy until every hotel of the answer is drawn', async () => {
    // Each state the list passes through, read as the DOM stands after each change.
    const seen: { busy: string | null; items: number }[] = [];
    const watch = new MutationObserver(() => {
      const list = document.querySelector('ol.hs-resultlist__items');
      if (list) {
        const items = list.querySelectorAll('article').length;
        seen.push({ busy: list.getAttribute('aria-busy'), items });
      }
    });
    watch.observe(document.body, { subtree: true, childList: true, attributes: true });
    const { store } = renderApp(url);
    await screen.findByRole('button', { name: /offers?$/ }, { timeout: 5000 });
    const answer = selectListAnswer(store.getState()).results.length;
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(answer));
    watch.disconnect();
    expect(answer).toBeGreaterThan(3);
    // The first screen was drawn on its own, and no one was told it was the whole list.
    expect(seen.some(({ items }) => items > 0 && items < answer)).toBe(true);
    const told = seen.filter(({ busy, items }) => busy === 'false' && items > 0);
    expect(told.length).toBeGreaterThan(0);
    expect(told.every(({ items }) => items === answer)).toBe(true);
  });

  it('filters by stars through the URL and starts again on page 1', async () => {
    const user = userEvent.setup();
    renderApp(`${url}&page=2`);
    await screen.findByRole('button', { name: /offers?$/ }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Filter results' }));
    const stars = await screen.findByRole('group', { name: /stars|category/i });
    await user.click(within(stars).getAllByRole('radio')[1]!);
    await waitFor(() => expect(window.location.search).toMatch(/stars=\d/));
    expect(window.location.search).not.toMatch(/page=2/);
  });

  it('sorts by another order through the URL', async () => {
    const user = userEvent.setup();
    renderApp(url);
    const sort = await screen.findByRole('combobox', { name: 'Sort by' }, { timeout: 5000 });
    const other = within(sort)
      .getAllByRole('option')
      .find((option) => (option as HTMLOptionElement).value !== 'price') as HTMLOptionElement;
    await user.selectOptions(sort, other.value);
    await waitFor(() => expect(window.location.search).toContain(`sort=${other.value}`));
  });
});

describe('result list favourites', () => {
  const headerLink = () =>
    within(screen.getByRole('banner')).getByRole('link', { name: /^Favourites/ });

  it('saves a hotel at once with a toggle named by it, and counts it in the header', async () => {
    const user = userEvent.setup();
    renderApp(url);
    await screen.findByRole('button', { name: /offers?$/ }, { timeout: 5000 });
    await waitFor(() => expect(headerLink()).toHaveAccessibleName('Favourites (0)'));
    const [item] = screen.getAllByRole('article');
    const hotel = within(item!).getByRole('heading', { level: 2 }).textContent ?? '';
    const save = within(item!).getByRole('button', { name: `Save ${hotel} to favourites` });
    await user.click(save);
    const remove = screen.getByRole('button', { name: `Remove ${hotel} from favourites` });
    expect(headerLink()).toHaveAccessibleName('Favourites (1)');
    await user.click(remove);
    expect(screen.getByRole('button', { name: `Save ${hotel} to favourites` })).toBeInTheDocument();
    await waitFor(() => expect(headerLink()).toHaveAccessibleName('Favourites (0)'));
  });

  it('undoes a save the server refuses, with a polite notice naming the hotel', async () => {
    const user = userEvent.setup();
    server.use(http.post('*/ajax/favorites/add', () => HttpResponse.json({}, { status: 500 })));
    renderApp(url);
    await screen.findByRole('button', { name: /offers?$/ }, { timeout: 5000 });
    const [item] = screen.getAllByRole('article');
    const hotel = within(item!).getByRole('heading', { level: 2 }).textContent ?? '';
    await user.click(within(item!).getByRole('button', { name: `Save ${hotel} to favourites` }));
    expect(
      await screen.findByText(`${hotel} could not be saved to your favourites. Please try again.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Save ${hotel} to favourites` })).toBeInTheDocument();
  });

  it('has no favourites buttons without the flag', async () => {
    renderApp(url, testConfig({ features: { favourites: false } }));
    await screen.findByRole('button', { name: /offers?$/ }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Favourites/ })).toBeNull();
  });
});
