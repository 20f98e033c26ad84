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
import type { Language } from '../catalogue';

/** The rental car's terms; the deposit is held in euros at the destination in every market. */
const rentalCarConditions: Record<Language, { title: string; text: string }[]> = {
  de: [
    { title: 'Mindestalter', text: 'Der Fahrer muss mindestens 21 Jahre alt sein.' },
    {
      title: 'Kaution',
      text: 'Bei Abholung wird eine Kaution von 300 € auf der Kreditkarte geblockt.',
    },
    { title: 'Tankregelung', text: 'Voll abholen, voll zurückgeben.' },
  ],
  en: [
    { title: 'Minimum age', text: 'The driver must be at least 21 years old.' },
    { title: 'Deposit', text: 'A deposit of €300 is blocked on a credit card at pick-up.' },
    { title: 'Fuel policy', text: 'Full to full.' },
  ],
  it: [
    { title: 'Età minima', text: 'Il conducente deve avere almeno 21 anni.' },
    {
      title: 'Deposito cauzionale',
      text: 'Al ritiro viene bloccato sulla carta di credito un deposito di 300 €.',
    },
    { title: 'Carburante', text: 'Pieno al ritiro, pieno alla riconsegna.' },
  ],
  es: [
    { title: 'Edad mínima', text: 'El conductor debe tener al menos 21 años.' },
    {
      title: 'Fianza',
      text: 'Al recoger el coche se bloquea una fianza de 300 € en la tarjeta de crédito.',
    },
    {
      title: 'Política de combustible',
      text: 'Lleno/lleno: se recoge y se devuelve con el depósito lleno.',
    },
  ],
  fr: [
    { title: 'Âge minimum', text: 'Le conducteur doit être âgé d’au moins 21 ans.' },
    {
      title: 'Caution',
      text: 'Une caution de 300 € est bloquée sur la carte de crédit lors de la prise en charge.',
    },
    { title: 'Carburant', text: 'Plein au départ, plein au retour.' },
  ],
};

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
    if (extraType(params.serviceId ?? '') !== 'rentalCar')
      return HttpResponse.json(
        { success: false, messages: [{ id: 'unknownIssue', context: 'rentalCar' }] },
        { status: 404 },
      );
    return {
      success: true,
      serviceId: params.serviceId ?? '',
      conditions: rentalCarConditions[language],
    };
  }),
];
