import { http, HttpResponse } from 'msw';
import type { server as demoServer } from '../../../../testing/server';

/**
 * The demo host reports one offer in five as changed since it was listed, by offer id: which
 * offer a test's hotel selects depends on the day the catalogue was built for. Tests of the box's
 * own prices answer "unchanged" for every offer, and set the changes they mean themselves.
 */
export function answerPricesUnchanged(server: typeof demoServer): void {
  beforeEach(() => {
    server.use(
      http.post('*/ajax/price-diff', async ({ request }) => {
        const { offerId } = (await request.json()) as { offerId?: string };
        return HttpResponse.json({
          success: true,
          offerId: String(offerId ?? ''),
          difference: 0,
          oldPrice: 0,
          newPrice: 0,
          currency: 'EUR',
        });
      }),
    );
  });
}
