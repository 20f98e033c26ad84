import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { create, cartOf } from '../../../../demo/testing/checkoutFlow';
import { renderApp } from '../../../testing/renderApp';
import { setupDemoHost } from '../../../testing/setupDemoHost';

setupDemoHost();

async function openExtras() {
  const checkoutId = cartOf(await create()).id;
  const view = renderApp(`/en-gb/booking/ancillaries/${checkoutId}`);
  await screen.findByRole('heading', { level: 1, name: 'Extras' });
  await screen.findAllByRole('radio');
  return { checkoutId, ...view };
}

describe('extras step on its route', () => {
  it('shows the steps with Extras as the current one and what is being booked', async () => {
    await openExtras();
    const steps = screen.getByRole('navigation', { name: 'Booking steps' });
    expect(within(steps).getByText('Extras').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('complementary', { name: 'Your holiday' })).toHaveTextContent(
      /Total to be charged in EUR€\d+\.\d\d/,
    );
  });

  it('chooses a transfer through the server and updates the total', async () => {
    const { store } = await openExtras();
    const before = store.getState().checkout?.cart?.checkout.amounts.totalAmount.value ?? 0;
    const noTransfer = screen.getByRole('radio', { name: /no transfer/i });
    const priced = screen.getAllByRole('radio').find((radio) => radio !== noTransfer);
    if (!priced) throw new Error('the demo offers transfers');
    await userEvent.click(priced);
    await waitFor(() =>
      expect(store.getState().checkout?.cart?.checkout.amounts.totalAmount.value).toBeGreaterThan(
        before,
      ),
    );
    expect(priced).toBeChecked();
  });

  it('moves on to the travellers step with Proceed to payment', async () => {
    const { checkoutId } = await openExtras();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to payment' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/en-gb/booking/info/${checkoutId}`));
  });

  it('opens the pending-booking modal with the session text for an unknown checkout', async () => {
    renderApp('/en-gb/booking/ancillaries/bk-999999');
    const dialog = await screen.findByRole('dialog', { name: 'Your booking' });
    expect(
      await within(dialog).findByText(
        'Sorry you took too long. Your session timed out because you took too long to book. Please start again.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows a loading state, not an empty step, while the options are slow to come', async () => {
    const checkoutId = cartOf(await create()).id;
    document.cookie = 'demo_faults=checkout_get_ancillaries:latency=600; Path=/';
    try {
      renderApp(`/en-gb/booking/ancillaries/${checkoutId}`);
      const loading = await screen.findByText('Loading the extras for your holiday…');
      expect(loading).toHaveRole('status');
      expect(screen.getByRole('region', { name: 'Extras for your holiday' })).toHaveAttribute(
        'aria-busy',
        'true',
      );
      expect(screen.queryAllByRole('radio')).toEqual([]);
      expect(await screen.findByRole('radio', { name: /no transfer/i })).toBeInTheDocument();
      expect(screen.queryByText('Loading the extras for your holiday…')).not.toBeInTheDocument();
    } finally {
      document.cookie = 'demo_faults=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/';
    }
  });

  it('shows the summary with the extras, not before them, so it never moves down on phones', async () => {
    const checkoutId = cartOf(await create()).id;
    document.cookie = 'demo_faults=checkout_get_ancillaries:latency=600; Path=/';
    try {
      renderApp(`/en-gb/booking/ancillaries/${checkoutId}`);
      await screen.findByText('Loading the extras for your holiday…');
      expect(screen.queryByRole('complementary', { name: 'Your holiday' })).toBeNull();
      await screen.findByRole('radio', { name: /no transfer/i });
      expect(screen.getByRole('complementary', { name: 'Your holiday' })).toBeInTheDocument();
    } finally {
      document.cookie = 'demo_faults=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/';
    }
  });
});
