import { http, HttpResponse } from 'msw';
import { state, type CartState } from './state';
import { chargedAmount } from '../../src/features/checkout/model/chargedAmount';
import { getCatalogue } from '../catalogue';
import { toCart } from './checkoutCart';

/** The demo stand-in for PayPal's approval page; the shop is sent here by a PayPal payment set. */
export const payPalApprovePath = '/api/demo-paypal/approve';

/** Only paths of this site may be returned to: never an open redirect. */
const localPath = (value: string | null): string | null =>
  value && /^\/(?!\/)[\w\-./~%]*(\?[\w\-=&%.]*)?$/.test(value) ? value : null;

export function payPalApprovalUrl(cart: CartState, returnUrl: string, cancelUrl: string): string {
  const query = new URLSearchParams({ checkoutId: cart.id, return: returnUrl, cancel: cancelUrl });
  return `${payPalApprovePath}?${query.toString()}`;
}

/** The approval page is never kept for the back button: it must ask the host every time. */
const noStore = { 'Cache-Control': 'no-store' };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(cart: CartState, returnUrl: string, cancelUrl: string): string {
  // The amount and currency the shop's summary names as charged: the same function reads both.
  const charged = chargedAmount(toCart(getCatalogue(), cart));
  const amount = new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: charged.currency,
  }).format(charged.value);
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>PayPal (demo) – approve your payment</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}
button{font:inherit;padding:.6em 1.2em;margin-right:.5rem;border-radius:4px;border:1px solid #003087;cursor:pointer}
.approve{background:#003087;color:#fff}.cancel{background:#fff;color:#003087}</style></head>
<body><main><h1>PayPal (demo)</h1>
<p>This page stands in for PayPal on the demo host. Approve the payment of <strong>${escapeHtml(amount)}</strong> for booking ${escapeHtml(cart.id)}?</p>
<form method="post" action="${payPalApprovePath}">
${hidden('checkoutId', cart.id)}${hidden('return', returnUrl)}${hidden('cancel', cancelUrl)}
<button class="approve" name="decision" value="approve">Approve payment</button>
<button class="cancel" name="decision" value="cancel">Cancel and return</button>
</form></main></body></html>`;
}

export const payPalHandlers = [
  http.get(`*${payPalApprovePath}`, ({ request }) => {
    const url = new URL(request.url);
    const cart = state.carts.get(url.searchParams.get('checkoutId') ?? '');
    const returnUrl = localPath(url.searchParams.get('return'));
    const cancelUrl = localPath(url.searchParams.get('cancel'));
    if (!cart || !returnUrl || !cancelUrl)
      return new HttpResponse('Unknown payment', { status: 404 });
    // Like PayPal, an approved (or finished) payment is never offered again, also not to the back
    // button: the visitor goes on to the shop's return address, which shows where the booking is.
    if (cart.status !== 'payment')
      return new HttpResponse(null, { status: 303, headers: { Location: returnUrl, ...noStore } });
    return HttpResponse.html(page(cart, returnUrl, cancelUrl), { headers: noStore });
  }),
  http.post(`*${payPalApprovePath}`, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    const cart = state.carts.get(form.get('checkoutId') ?? '');
    const returnUrl = localPath(form.get('return'));
    const cancelUrl = localPath(form.get('cancel'));
    if (!cart || !returnUrl || !cancelUrl)
      return new HttpResponse('Unknown payment', { status: 404 });
    if (form.get('decision') !== 'approve' || cart.status !== 'payment') {
      return new HttpResponse(null, { status: 303, headers: { Location: cancelUrl } });
    }
    cart.payment = {
      type: 'PayPal',
      token: `paypal-${cart.id}`,
      securityCreditcards: [{ cardType: 'PayPal', securityToken: `tok-${cart.id}` }],
    };
    cart.status = 'processing';
    cart.polls = 0;
    return new HttpResponse(null, { status: 303, headers: { Location: returnUrl } });
  }),
];
