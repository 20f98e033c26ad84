import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupDemoHost } from '../../../testing/setupDemoHost';
import { renderApp } from '../../../testing/renderApp';
import { testConfig } from '../../../testing/testConfig';

const server = setupDemoHost();

describe('the homepage when its page answer fails', () => {
  it('says what failed in place of the content, with no modal, and Try again shows the page', async () => {
    let fail = true;
    server.use(
      http.get('*/ajax/page', () => (fail ? new HttpResponse(null, { status: 500 }) : undefined)),
    );
    renderApp('/en-gb');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("The page's content could not be loaded.");
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).not.toBe('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('a landing page’s heading', () => {
  it('is its title without the brand the browser tab shows after it', async () => {
    renderApp(
      '/en-gb/summer',
      testConfig({ locale: 'en-gb', brand: { name: 'Sunwave Holidays' } }),
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/^Summer holidays$/);
    await waitFor(() => expect(document.title).toBe('Summer holidays | Sunwave Holidays'));
  });
});
