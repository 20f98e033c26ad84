/** @jest-environment node */
import { apiRouteNames, type ApiRouteName } from '../../src/api/endpoints';
import { startDemoServer } from '../testing/demoServer';
import { call } from '../testing/shape';
import { xssVectors } from './xss';

startDemoServer();

const params = {
  checkoutId: 'bk-000001',
  hotelId: 100001,
  serviceId: 'car-suv',
  kind: 'hotel',
  id: 100001,
  file: '0.svg',
  pageId: 'homepage-de-sunwave',
  moduleId: 'hp-hero',
};

describe('fault switches', () => {
  it('registers every named route and applies a status fault in each handler', async () => {
    for (const name of apiRouteNames) {
      const { status } = await call(name, {
        params,
        headers: { 'x-demo-fault': 'status=418' },
        body: {},
      });
      expect({ name, status }).toEqual({ name, status: 418 });
    }
  });

  it('answers an error status with a JSON error body', async () => {
    const { status, body } = await call('get_mixed_resultlist', {
      body: {},
      query: { demoFault: 'get_mixed_resultlist:status=503' },
    });
    expect(status).toBe(503);
    expect(body).toEqual({
      success: false,
      messages: [
        expect.objectContaining({ id: 'technicalError', context: 'get_mixed_resultlist' }),
      ],
    });
  });

  it('delays the answer by the latency', async () => {
    const started = performance.now();
    const { status } = await call('get_layout', {
      query: { locale: 'de-de' },
      headers: { 'x-demo-fault': 'latency=150' },
    });
    expect(status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('drops the connection', async () => {
    await expect(call('get_layout', { headers: { 'x-demo-fault': 'drop' } })).rejects.toThrow(
      TypeError,
    );
  });

  it('reads faults from DEMO_FAULTS and the demo_faults cookie, per route', async () => {
    const saved = process.env.DEMO_FAULTS;
    process.env.DEMO_FAULTS = 'get_layout:status=500';
    try {
      expect((await call('get_layout')).status).toBe(500);
      expect((await call('departure_airports')).status).toBe(200);
    } finally {
      if (saved === undefined) delete process.env.DEMO_FAULTS;
      else process.env.DEMO_FAULTS = saved;
    }
    expect(
      (
        await call('departure_airports', {
          headers: { Cookie: 'demo_faults=departure_*:status=502' },
        })
      ).status,
    ).toBe(502);
  });

  it('injects XSS vectors into content fields only', async () => {
    const { body } = await call('get_page', {
      query: { path: '/de-de/sommer', locale: 'de-de' },
      headers: { 'x-demo-fault': 'xss' },
    });
    const text = JSON.stringify(body);
    expect(xssVectors.some((vector) => text.includes(JSON.stringify(vector).slice(1, -1)))).toBe(
      true,
    );
    expect(body.page?.modules.every((m) => !m.id.includes('<'))).toBe(true);
  });

  it('leaves requests without faults alone', async () => {
    const names: ApiRouteName[] = ['get_layout', 'departure_airports', 'destinations'];
    for (const name of names) expect((await call(name)).status).toBe(200);
  });
});
