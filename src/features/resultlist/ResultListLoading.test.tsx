import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupDemoHost } from '../../testing/setupDemoHost';
import { renderApp } from '../../testing/renderApp';

const server = setupDemoHost();

const url = '/en-gb/search?dest=es-mallorca&dep=FRA&from=2027-05-03&to=2027-05-10&adults=2';

/** Holds every list request until released; the demo host then answers it as usual. */
function holdListRequests() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.post('*/ajax/mixed-resultlist', async () => {
      await gate;
      // Nothing returned: the demo host's own handler answers.
    }),
  );
  return release;
}

const countButton = () => screen.getByRole('button', { name: /^[\d,]+ offers?$/ });

describe('result list while the next answer loads (docs/rules/result-list.md)', () => {
  it('keeps the count and the option counts of the last answer, marked busy, never "0 offers"', async () => {
    const user = userEvent.setup();
    renderApp(url);
    await screen.findByRole('button', { name: /offers?$/ }, { timeout: 10_000 });
    const before = countButton().textContent;
    expect(before).not.toBe('0 offers');
    expect(countButton()).toHaveAttribute('aria-busy', 'false');
    await user.click(screen.getByRole('button', { name: 'Filter results' }));
    const filters = screen.getByRole('dialog', { name: 'Filter results' });
    expect(filters).toHaveAttribute('aria-busy', 'false');
    const stars = within(filters).getByRole('group', { name: 'Category' });
    const optionNames = within(stars)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value') && radio.closest('label')?.textContent);

    const release = holdListRequests();
    await user.click(within(stars).getAllByRole('radio')[2]!);
    await waitFor(() => expect(countButton()).toHaveAttribute('aria-busy', 'true'));
    expect(countButton()).toHaveTextContent(before!);
    expect(screen.queryByRole('button', { name: '0 offers' })).not.toBeInTheDocument();
    expect(filters).toHaveAttribute('aria-busy', 'true');
    expect(
      within(stars)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value') && radio.closest('label')?.textContent),
    ).toEqual(optionNames);

    release();
    await waitFor(() => expect(countButton()).toHaveAttribute('aria-busy', 'false'));
    expect(filters).toHaveAttribute('aria-busy', 'false');
    expect(countButton().textContent).not.toBe(before);
  }, 30_000);
});
