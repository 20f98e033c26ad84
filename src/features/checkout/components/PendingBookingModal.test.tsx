import { screen, waitFor, within } from '@testing-library/react';
import { create, cartOf } from '../../../../demo/testing/checkoutFlow';
import { renderApp } from '../../../testing/renderApp';
import { setupDemoHost } from '../../../testing/setupDemoHost';

setupDemoHost();

/** Every dialog that was ever put into the page, however briefly. */
function watchDialogs() {
  const seen: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof Element)
          for (const dialog of [node, ...node.querySelectorAll('*')])
            if (dialog.getAttribute('role') === 'dialog') seen.push(dialog.textContent ?? '');
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return { seen, stop: () => observer.disconnect() };
}

afterEach(() => {
  document.cookie = 'demo_faults=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/';
});

describe('the pending-booking window', () => {
  it('does not open for a booking that arrives within a moment', async () => {
    const checkoutId = cartOf(await create()).id;
    const dialogs = watchDialogs();
    try {
      renderApp(`/en-gb/booking/ancillaries/${checkoutId}`);
      await screen.findByRole('heading', { level: 1, name: 'Extras' });
      await screen.findAllByRole('radio');
      expect(dialogs.seen).toEqual([]);
    } finally {
      dialogs.stop();
    }
  });

  it('says the booking is being prepared while a first load takes longer, then goes', async () => {
    const checkoutId = cartOf(await create()).id;
    document.cookie = 'demo_faults=checkout_get:latency=1500; Path=/';
    renderApp(`/en-gb/booking/ancillaries/${checkoutId}`);
    const dialog = await screen.findByRole('dialog', { name: 'Your booking' });
    expect(
      within(dialog).getByText('We are preparing your booking. One moment please…'),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Extras' }, { timeout: 5000 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
