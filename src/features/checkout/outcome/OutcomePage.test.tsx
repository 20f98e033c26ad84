import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { call } from '../../../../demo/testing/shape';
import { renderApp } from '../../../testing/renderApp';
import { setupDemoHost } from '../../../testing/setupDemoHost';
import { cartAtExtras, cartAtPayment, finishedCart, processingCart } from '../testing/outcomeCarts';

setupDemoHost();
// Each page loads its route chunk and the cart; on a busy machine that takes more than a second.
configure({ asyncUtilTimeout: 10_000 });

const thankYou = 'Thank you, your holiday is booked!';
const expired =
  'Sorry you took too long. Your session timed out because you took too long to book. Please start again.';

/** Every heading the page showed while it was open: a false confirmation must never flash. */
function watchHeadings() {
  const seen = new Set<string>();
  const observer = new MutationObserver(() => {
    for (const heading of screen.queryAllByRole('heading', { level: 1 }))
      seen.add(heading.textContent ?? '');
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return {
    seen,
    stop: () => observer.disconnect(),
  };
}

function setFaults(faults: string | null) {
  document.cookie = faults
    ? `demo_faults=${encodeURIComponent(faults)}; Path=/`
    : 'demo_faults=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/';
}

afterEach(() => {
  setFaults(null);
  window.sessionStorage.clear();
});

describe('outcome pages show the outcome the server reports', () => {
  it('says a typed success address of an unknown checkout has expired, never thank you', async () => {
    const headings = watchHeadings();
    renderApp('/en-gb/booking/success/bk-999999');
    expect(await screen.findByText(expired)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the homepage' })).toHaveAttribute(
      'href',
      '/en-gb',
    );
    headings.stop();
    expect([...headings.seen]).not.toContain(thankYou);
  });

  it.each([
    ['at the extras step', cartAtExtras, 'ancillaries', 'Extras'],
    ['waiting for payment', () => cartAtPayment(), 'payment', 'Payment'],
  ])(
    'sends the success address of a cart %s back to that step, replacing the address',
    async (_name, makeCart, segment, heading) => {
      const checkoutId = await makeCart();
      const headings = watchHeadings();
      renderApp(`/en-gb/booking/success/${checkoutId}`);
      const entries = window.history.length;
      await waitFor(() =>
        expect(window.location.pathname).toBe(`/en-gb/booking/${segment}/${checkoutId}`),
      );
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(window.history.length).toBe(entries);
      headings.stop();
      expect([...headings.seen]).not.toContain(thankYou);
    },
  );

  it('sends the success address of a failed booking to its fail page', async () => {
    const checkoutId = await finishedCart('Fail');
    const headings = watchHeadings();
    renderApp(`/en-gb/booking/success/${checkoutId}`);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Unfortunately your booking could not be completed',
      }),
    ).toBeVisible();
    expect(window.location.pathname).toBe(`/en-gb/booking/fail/${checkoutId}`);
    headings.stop();
    expect([...headings.seen]).not.toContain(thankYou);
  });

  it('sends the success address of a checkout still processing to the processing page', async () => {
    const checkoutId = await processingCart();
    renderApp(`/en-gb/booking/success/${checkoutId}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your booking is being processed' }),
    ).toBeVisible();
    expect(window.location.pathname).toBe(`/en-gb/booking/process/${checkoutId}`);
  });

  it('sends the fail address of a successful booking to its success page', async () => {
    const checkoutId = await finishedCart('Muster');
    renderApp(`/en-gb/booking/fail/${checkoutId}`);
    expect(await screen.findByRole('heading', { level: 1, name: thankYou })).toBeVisible();
    expect(window.location.pathname).toBe(`/en-gb/booking/success/${checkoutId}`);
  });

  it('names the amount charged in the currency charged, with cents, not the market price', async () => {
    const checkoutId = await finishedCart('Muster');
    const { body } = await call('checkout_get', { params: { checkoutId } });
    const total = body.cart?.checkout.amounts.totalAmount.value ?? Number.NaN;
    renderApp(`/en-gb/booking/success/${checkoutId}`);
    await screen.findByRole('heading', { level: 1, name: thankYou });
    // en-gb shows prices in pounds; the booking was charged in euros.
    const euros = new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
    }).format(total);
    expect(screen.getByText(`Amount charged: ${euros}`)).toBeVisible();
  });

  it('names a charge in pounds in pounds, with the same figures (charged-gbp fault)', async () => {
    const checkoutId = await finishedCart('Muster');
    const { body } = await call('checkout_get', { params: { checkoutId } });
    const total = body.cart?.checkout.amounts.totalAmount.value ?? Number.NaN;
    setFaults('checkout_get:charged-gbp');
    renderApp(`/de-de/booking/success/${checkoutId}`);
    await screen.findByRole('heading', { level: 1, name: 'Vielen Dank, Ihre Reise ist gebucht!' });
    const pounds = new Intl.NumberFormat('de-DE', {
      style: 'currency',
      currency: 'GBP',
      minimumFractionDigits: 2,
    }).format(total);
    // Intl separates amount and symbol with a no-break space; the page's text is read normalised.
    expect(screen.getByText(`Belasteter Betrag: ${pounds.replace(/\s/g, ' ')}`)).toBeVisible();
  });

  it('offers a retry when the outcome cannot be loaded, and shows it once it can', async () => {
    const checkoutId = await finishedCart('Soft');
    setFaults('checkout_get:status=503');
    renderApp(`/en-gb/booking/soft_booked/${checkoutId}`);
    expect(await screen.findByText('We could not load your booking.')).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1, name: /received your booking/ })).toBeNull();
    setFaults(null);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'We have received your booking and are confirming it',
      }),
    ).toBeVisible();
  });
});
