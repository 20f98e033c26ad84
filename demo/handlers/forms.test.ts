/** @jest-environment node */
import type { NewsletterCustomer } from '../../src/api/types';
import { startDemoServer } from '../testing/demoServer';
import { call, expectShape, requiredKeys } from '../testing/shape';

startDemoServer();

describe('newsletter', () => {
  it('subscribes, then unsubscribes once', async () => {
    expect(
      (
        await call('newsletter_subscribe', {
          body: { email: 'new@example.com', source: 'test', listId: 'holiday-news' },
        })
      ).body,
    ).toEqual({ success: true });
    expect(
      (
        await call('newsletter_unsubscribe', {
          body: { email: 'new@example.com', listId: 'holiday-news' },
        })
      ).body,
    ).toEqual({ success: true });
    expect(
      (
        await call('newsletter_unsubscribe', {
          body: { email: 'new@example.com', listId: 'holiday-news' },
        })
      ).body.error,
    ).toBe('alreadyUnsubscribedEmail');
  });

  it('rejects bad and unknown addresses with the newsletter error codes', async () => {
    expect(
      (
        await call('newsletter_subscribe', {
          body: { email: 'will-fail@example.com', source: 'test', listId: 'x' },
        })
      ).body.error,
    ).toBe('genericError');
    expect(
      (await call('newsletter_unsubscribe', { body: { email: '', listId: 'x' } })).body.error,
    ).toBe('invalidUnsubscribeEmail');
    expect(
      (await call('newsletter_unsubscribe', { body: { email: 'nobody@example.com', listId: 'x' } }))
        .body.error,
    ).toBe('unknownUnsubscribeEmail');
    expect(
      (await call('newsletter_unsubscribe', { body: { email: 'gone@example.com', listId: 'x' } }))
        .body.error,
    ).toBe('alreadyUnsubscribedEmail');
  });

  it('finds the customer by token, loads and updates the profile', async () => {
    const id = await call('newsletter_get_customer_id', {
      body: {},
      headers: { 'X-Authorization': 'Bearer demo' },
    });
    const customer = id.body.result?.data ?? '';
    expect(customer).toBe('nl-demo-0001');
    expect((await call('newsletter_get_customer_id', { body: {} })).body.success).toBe(false);
    const data = await call('newsletter_get_customer_data', { body: { customer } });
    const profile = expectShape<NewsletterCustomer>(
      data.body.data,
      requiredKeys<NewsletterCustomer>()(
        'salutation',
        'firstName',
        'lastName',
        'birthdate',
        'hasChildren',
        'country',
        'email',
        'trackingPermission',
        'preferredAirports',
        'preferredTravelTypes',
        'subscribed',
      ),
    );
    const { subscribed: _subscribed, ...values } = profile;
    const updated = await call('newsletter_update_customer', {
      body: { ...values, firstName: 'Erika-Maria', customer, listId: 'holiday-news' },
    });
    expect(updated.body).toEqual({ success: true });
    expect(
      (await call('newsletter_get_customer_data', { body: { customer } })).body.data?.firstName,
    ).toBe('Erika-Maria');
    const tooMany = await call('newsletter_update_customer', {
      body: { ...values, preferredAirports: ['HAM', 'BER', 'FRA', 'MUC'], customer },
    });
    expect(tooMany.body.success).toBe(false);
    expect(
      (await call('newsletter_get_customer_data', { body: { customer: 'nope' } })).body.success,
    ).toBe(false);
  });
});
