import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../testing/renderApp';
import { setupDemoHost } from '../../testing/setupDemoHost';

setupDemoHost();

afterEach(() => {
  delete process.env.DEMO_FAULTS;
});

describe('a page answer in the wrong shape (demo fault get_page:malformed)', () => {
  it('is a failed page load on the homepage: said in place, with Try again', async () => {
    process.env.DEMO_FAULTS = 'get_page:malformed';
    renderApp('/en-gb');
    const alert = await screen.findByRole('alert', undefined, { timeout: 5000 });
    expect(alert).toHaveTextContent("The page's content could not be loaded.");
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the generic error modal elsewhere; Ok closes it', async () => {
    process.env.DEMO_FAULTS = 'get_page:malformed';
    renderApp('/en-gb/favorites');
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Something went wrong' },
      { timeout: 5000 },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
