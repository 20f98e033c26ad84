import { HttpResponse } from 'msw';
import type {
  ApiMessage,
  CheckoutDataRequest,
  SetAncillariesData,
  SetCouponData,
  SetInsuranceMarketData,
} from '../../src/api/types';
import { ancillaryGroups, extraType } from '../catalogue/ancillaries';
import { hasFault } from '../faults';
import { cartOf, checkoutAnswer, leaveExtras, noCart } from './checkout';
import { travellerCount } from './checkoutCart';
import { couponFor } from './coupons';
import { jsonBody, route } from './route';

/** Extras step, coupon, insurance market and rental car conditions. */
export const checkoutExtrasHandlers = [
  route('checkout_get_ancillaries', (context) => {
    const cart = cartOf(context);
    if (!cart) return noCart();
    const ancillaries = hasFault(context.faults, 'no-ancillaries')
      ? []
      : ancillaryGroups(cart.offer, travellerCount(cart), cart.language, cart.selected);
    return { success: true, messages: [], changes: [], ancillaries };
  }),
  route('checkout_set_ancillaries', async (context) => {
    const cart = cartOf(context);
    if (!cart) return noCart();
    const body = await jsonBody<CheckoutDataRequest<SetAncillariesData>>(context.request);
    const type = body.data?.type ?? context.url.searchParams.get('type');
    const refIds = (body.data?.refIds ?? []).filter((refId) => extraType(refId) === type);
    if (!type)
      return checkoutAnswer(context, cart, [{ id: 'unknownIssue', context: 'ancillaries' }], false);
    // One transfer, one car and one insurance at most: the new choice replaces the old one.
    const single = type === 'transfer' || type === 'rentalCar' || type === 'insurance';
    const chosen = single ? refIds.slice(0, 1) : refIds;
    cart.selected = [...cart.selected.filter((refId) => extraType(refId) !== type), ...chosen];
    const messages: ApiMessage[] = [];
    if (
      type === 'transfer' &&
      chosen.length &&
      cart.selected.some((refId) => extraType(refId) === 'rentalCar')
    ) {
      cart.selected = cart.selected.filter((refId) => extraType(refId) !== 'rentalCar');
      messages.push({
        id: 'rentalCarRemoved',
        context: 'ancillaries',
        text: 'Rental car has been removed',
      });
    }
    return checkoutAnswer(context, cart, messages);
  }),
  route('checkout_set_coupon', async (context) => {
    const cart = cartOf(context);
    if (!cart) return noCart();
    leaveExtras(cart);
    const body = await jsonBody<CheckoutDataRequest<SetCouponData>>(context.request);
    const code = String(body.data?.code ?? '').trim();
    if (!code) {
      cart.coupon = null;
      return checkoutAnswer(context, cart);
    }
    const result = couponFor(code);
    if ('error' in result)
      return checkoutAnswer(context, cart, [{ id: result.error, context: 'coupon' }], false);
    cart.coupon = { code: code.toUpperCase(), amount: result.amount };
    return checkoutAnswer(context, cart);
  }),
  route('checkout_set_insurance_market', async (context) => {
    const cart = cartOf(context);
    if (!cart) return noCart();
    const body = await jsonBody<CheckoutDataRequest<SetInsuranceMarketData>>(context.request);
    if (typeof body.data?.market === 'string' && body.data.market) cart.market = body.data.market;
    return checkoutAnswer(context, cart);
  }),
  route('checkout_rental_car_conditions', ({ params, language }) => {
    const de = language === 'de';
    if (extraType(params.serviceId ?? '') !== 'rentalCar')
      return HttpResponse.json(
        { success: false, messages: [{ id: 'unknownIssue', context: 'rentalCar' }] },
        { status: 404 },
      );
    return {
      success: true,
      serviceId: params.serviceId ?? '',
      conditions: [
        {
          title: de ? 'Mindestalter' : 'Minimum age',
          text: de
            ? 'Der Fahrer muss mindestens 21 Jahre alt sein.'
            : 'The driver must be at least 21 years old.',
        },
        {
          title: de ? 'Kaution' : 'Deposit',
          text: de
            ? 'Bei Abholung wird eine Kaution von 300 € auf der Kreditkarte geblockt.'
            : 'A deposit of €300 is blocked on a credit card at pick-up.',
        },
        {
          title: de ? 'Tankregelung' : 'Fuel policy',
          text: de ? 'Voll abholen, voll zurückgeben.' : 'Full to full.',
        },
      ],
    };
  }),
];
