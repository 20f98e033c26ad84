/** @jest-environment node */
import { apiMethod, apiPath, apiRouteNames, apiRoutes } from './endpoints';

describe('apiPath', () => {
  it('returns paths without parameters as they are', () => {
    expect(apiPath('get_page')).toBe('/ajax/page');
    expect(apiPath('graphql')).toBe('/graphql');
    expect(apiPath('cheapest_offer')).toBe('/api/v2/blue/cheapestOffer');
  });

  it('fills and encodes placeholders', () => {
    expect(apiPath('checkout_set_info', { checkoutId: 'bk-000001' })).toBe(
      '/ajax/booking/bk-000001/set-info',
    );
    expect(apiPath('get_hoteldetail_info', { hotelId: 100001 })).toBe(
      '/ajax/hoteldetail/100001/info',
    );
    expect(apiPath('voucher_cart', { checkoutId: 'a/b?c' })).toBe('/ajax/voucher/a%2Fb%3Fc/cart');
  });

  it('throws when a parameter is missing or empty', () => {
    expect(() => apiPath('checkout_poll')).toThrow(/checkoutId/);
    expect(() => apiPath('checkout_poll', { checkoutId: '' })).toThrow(/checkoutId/);
  });
});

describe('route table', () => {
  it('gives every route a method and a unique path', () => {
    for (const name of apiRouteNames) expect(['GET', 'POST']).toContain(apiMethod(name));
    // Loads without a body are GET; everything that sends data is POST.
    expect(apiMethod('get_page')).toBe('GET');
    expect(apiMethod('voucher_cart')).toBe('GET');
    expect(apiMethod('checkout_set_info')).toBe('POST');
    expect(apiMethod('graphql')).toBe('POST');
    const paths = Object.values(apiRoutes);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('uses the backend-given paths for booking, voucher and newsletter', () => {
    const booking = [
      'set-info',
      'get-payment',
      'get-payment-alias',
      'set-payment',
      'finalize-payment',
      'recurring-payment',
      'book',
      'get-ancillaries',
      'set-ancillaries',
      'set-coupon',
      'bin-verify',
      'set-insurance-market',
      'get-country-info',
      'miles-more',
    ];
    const paths: string[] = Object.values(apiRoutes);
    for (const step of booking) expect(paths).toContain(`/ajax/booking/{checkoutId}/${step}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/ajax/booking/create',
        '/ajax/booking/create-external',
        '/ajax/booking/get-rental-car-conditions/{serviceId}',
      ]),
    );
    for (const step of ['set-info', 'book', 'cart'])
      expect(paths).toContain(`/ajax/voucher/{checkoutId}/${step}`);
    expect(paths).toContain('/ajax/voucher/create');
    for (const step of [
      'subscribe',
      'unsubscribe',
      'update-customer',
      'customer-data',
      'customer-id',
    ])
      expect(paths).toContain(`/ajax/newsletter/${step}`);
    expect(apiRoutes.do_payment_set).toBe('/ajax/booking/{checkoutId}/set-payment');
    expect(apiRoutes.do_recurring_payment).toBe('/ajax/booking/{checkoutId}/recurring-payment');
    expect(apiRoutes.do_verify_bin_number).toBe('/ajax/booking/{checkoutId}/bin-verify');
  });
});
