import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../testing/renderApp';
import { setupDemoHost } from '../../testing/setupDemoHost';
import { expectNoExecutableMarkup, readXssVectors, watchDialogs } from '../../testing/xssVectors';
import { paidCart, voucherAnswer } from './testing/voucherFixtures';

const server = setupDemoHost();
const dialogs = watchDialogs();
const vectors = readXssVectors();

describe('voucher success page with hostile server texts', () => {
  it.each(vectors.map((vector, index) => [index, vector] as const))(
    'shows vector %i in the recipient, code and e-mail as text only',
    async (_index, vector) => {
      server.use(
        http.get('*/ajax/voucher/:checkoutId/cart', () =>
          HttpResponse.json(
            voucherAnswer({
              ...paidCart,
              voucher: {
                ...paidCart.voucher,
                code: vector,
                recipient: { firstName: vector, lastName: 'Muster' },
              },
              customer: { email: vector },
            }),
          ),
        ),
      );
      const { container, unmount } = renderApp('/en-gb/voucher/success/vc-1');
      await screen.findByRole('heading', { name: 'Thank you! Your gift voucher is paid.' });
      // Shown as the text it is, not dropped and not markup.
      expect(container.textContent).toContain(vector);
      expectNoExecutableMarkup(container);
      expect(screen.queryAllByRole('img')).toEqual([]);
      dialogs.expectNoneOpened();
      unmount();
    },
  );
});
