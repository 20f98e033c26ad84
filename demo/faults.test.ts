/** @jest-environment node */
import { faultsFor, hasFault, parseFaults } from './faults';
import { malform } from './handlers/malformed';
import { cartOf, create } from './testing/checkoutFlow';
import { startDemoServer } from './testing/demoServer';
import { call } from './testing/shape';

startDemoServer();

describe('parseFaults', () => {
  it('reads routes, kinds and values', () => {
    expect(parseFaults('get_mixed_resultlist:status=503;checkout_poll:never-finish')).toEqual([
      { route: 'get_mixed_resultlist', kind: 'status', value: 503 },
      { route: 'checkout_poll', kind: 'never-finish' },
    ]);
  });

  it('applies entries without a route to every route and allows several kinds', () => {
    expect(parseFaults('latency=200,status=500')).toEqual([
      { route: '*', kind: 'latency', value: 200 },
      { route: '*', kind: 'status', value: 500 },
    ]);
  });

  it('ignores unknown kinds and empty entries', () => {
    expect(parseFaults(';explode;get_page:drop;')).toEqual([{ route: 'get_page', kind: 'drop' }]);
    expect(parseFaults(undefined)).toEqual([]);
  });
});

describe('faultsFor', () => {
  const request = (headers: Record<string, string> = {}, query = '') =>
    new Request(`http://localhost/ajax/page${query}`, { headers });
  const saved = process.env.DEMO_FAULTS;
  afterEach(() => {
    if (saved === undefined) delete process.env.DEMO_FAULTS;
    else process.env.DEMO_FAULTS = saved;
  });

  it('collects faults from header, query, cookie and environment', () => {
    process.env.DEMO_FAULTS = 'get_page:latency=10;get_layout:drop';
    const faults = faultsFor(
      'get_page',
      request({ 'x-demo-fault': 'status=502' }, '?demoFault=xss'),
      { demo_faults: 'get_*:unavailable' },
    );
    expect(faults.map((f) => f.kind).sort()).toEqual(['latency', 'status', 'unavailable', 'xss']);
    expect(hasFault(faults, 'drop')).toBe(false);
  });

  it('matches route prefixes ending in *', () => {
    expect(
      faultsFor('checkout_poll', request(), { demo_faults: 'checkout_*:never-finish' }),
    ).toHaveLength(1);
    expect(
      faultsFor('voucher_book', request(), { demo_faults: 'checkout_*:never-finish' }),
    ).toHaveLength(0);
  });
});

describe('the malformed fault', () => {
  it('is a kind of its own', () => {
    expect(parseFaults('checkout_get:malformed')).toEqual([
      { route: 'checkout_get', kind: 'malformed' },
    ]);
  });

  it('drops every id and turns numbers and booleans into strings', () => {
    expect(
      malform({ success: true, cart: { id: 'c-1', total: [{ value: 12.5, id: 3 }], note: null } }),
    ).toEqual({ success: 'true', cart: { total: [{ value: '12.5' }], note: null } });
  });

  it('answers 200 after doing the work, with the cart in the wrong shape', async () => {
    const checkoutId = cartOf(await create()).id;
    const { status, body } = await call('checkout_get', {
      params: { checkoutId },
      body: {},
      headers: { 'x-demo-fault': 'malformed' },
    });
    expect(status).toBe(200);
    const { checkout } = body.cart as unknown as {
      checkout: { id?: unknown; amounts: { totalAmount: { value: unknown } } };
    };
    expect(body.success).toBe('true');
    expect(checkout).not.toHaveProperty('id');
    expect(typeof checkout.amounts.totalAmount.value).toBe('string');
    // Without the fault the same cart answers in its own shape.
    const plain = await call('checkout_get', { params: { checkoutId }, body: {} });
    expect(cartOf(plain.body).checkout.id).toBe(checkoutId);
  });
});
