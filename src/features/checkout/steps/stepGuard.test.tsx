import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoState } from '../../../../demo/handlers';
import { renderApp } from '../../../testing/renderApp';
import { setupDemoHost } from '../../../testing/setupDemoHost';
import { cartAtPayment, finishedCart, processingCart } from '../testing/outcomeCarts';

setupDemoHost();

const watching: MutationObserver[] = [];

/** Whether a control to pay or to change the booking appeared at any moment while watched. */
function watchForBookingControls() {
  const seen = new Set<string>();
  const look = () => {
    for (const name of ['Pay now', 'Continue to payment'])
      if (screen.queryByRole('button', { name })) seen.add(name);
    if (screen.queryByRole('radio', { name: /Credit card|Direct debit|PayPal/ }))
      seen.add('method');
  };
  const observer = new MutationObserver(look);
  observer.observe(document.body, { childList: true, subtree: true });
  watching.push(observer);
  return {
    seen,
    stop: () => {
      look();
      observer.disconnect();
    },
  };
}

afterEach(() => {
  for (const observer of watching.splice(0)) observer.disconnect();
  window.sessionStorage.clear();
});

/** The route chunks load and fade in; a busy machine needs more than the default second. */
const findHeading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });

const stepSegments = ['ancillaries', 'info', 'customer_payment', 'payment'];

describe('the steps of a paid or finished checkout never offer payment again', () => {
  it.each(stepSegments)(
    'replaces the %s address of a booked checkout with its success page',
    async (segment) => {
      const checkoutId = await finishedCart('Muster');
      const watch = watchForBookingControls();
      renderApp(`/en-gb/booking/${segment}/${checkoutId}`);
      const entries = window.history.length;
      expect(await findHeading('Thank you, your holiday is booked!')).toBeVisible();
      expect(window.location.pathname).toBe(`/en-gb/booking/success/${checkoutId}`);
      expect(window.history.length).toBe(entries);
      watch.stop();
      expect([...watch.seen]).toEqual([]);
    },
  );

  it.each([
    ['Fail', 'fail', 'Unfortunately your booking could not be completed'],
    ['Soft', 'soft_booked', 'We have received your booking and are confirming it'],
  ] as const)(
    'sends the payment address of a booking that ended %s to its own outcome page',
    async (lastName, segment, heading) => {
      const checkoutId = await finishedCart(lastName);
      const watch = watchForBookingControls();
      renderApp(`/en-gb/booking/payment/${checkoutId}`);
      expect(await findHeading(heading)).toBeVisible();
      expect(window.location.pathname).toBe(`/en-gb/booking/${segment}/${checkoutId}`);
      watch.stop();
      expect([...watch.seen]).toEqual([]);
    },
  );

  it('sends the payment address of a checkout being processed to the processing page', async () => {
    const checkoutId = await processingCart();
    const watch = watchForBookingControls();
    renderApp(`/en-gb/booking/payment/${checkoutId}`);
    expect(await findHeading('Your booking is being processed')).toBeVisible();
    expect(window.location.pathname).toBe(`/en-gb/booking/process/${checkoutId}`);
    watch.stop();
    expect([...watch.seen]).toEqual([]);
  });

  it('shows the success page, not the payment form, when the visitor goes back after booking', async () => {
    const checkoutId = await cartAtPayment();
    const user = userEvent.setup();
    renderApp(`/en-gb/booking/payment/${checkoutId}`);
    await user.click(await screen.findByRole('radio', { name: /Direct debit/ }));
    await user.type(screen.getByLabelText('Account holder'), 'Erika Muster');
    await user.type(screen.getByLabelText('IBAN'), 'DE89370400440532013000');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await findHeading('Your booking is being processed')).toBeVisible();
    // The operator confirms at once: the shop's next poll (two seconds on) hears of it.
    const cart = demoState.carts.get(checkoutId);
    if (cart) cart.status = 'success';
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Thank you, your holiday is booked!' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(window.location.pathname).toBe(`/en-gb/booking/success/${checkoutId}`);

    const watch = watchForBookingControls();
    const wentBackTo: string[] = [];
    const onPopState = () => wentBackTo.push(window.location.pathname);
    window.addEventListener('popstate', onPopState);
    act(() => window.history.back());
    await waitFor(() => expect(wentBackTo).toEqual([`/en-gb/booking/payment/${checkoutId}`]));
    window.removeEventListener('popstate', onPopState);
    // The payment page asks the server, then replaces itself with the success page.
    await waitFor(() =>
      expect(window.location.pathname).toBe(`/en-gb/booking/success/${checkoutId}`),
    );
    expect(await findHeading('Thank you, your holiday is booked!')).toBeVisible();
    watch.stop();
    expect([...watch.seen]).toEqual([]);
  }, 30_000);
  it('asks the server again when the browser restores the payment page from its cache', async () => {
    const checkoutId = await cartAtPayment();
    renderApp(`/en-gb/booking/payment/${checkoutId}`);
    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeVisible();
    // Paid in another tab meanwhile; the page comes back from the back-forward cache.
    const cart = demoState.carts.get(checkoutId);
    if (cart) cart.status = 'success';
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(await findHeading('Thank you, your holiday is booked!')).toBeVisible();
    expect(window.location.pathname).toBe(`/en-gb/booking/success/${checkoutId}`);
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });
});
