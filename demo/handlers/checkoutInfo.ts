import type {
  ApiMessage,
  CheckoutDataRequest,
  Customer,
  MilesMoreData,
  Passenger,
  PaymentAliasResponse,
  SetInfoData,
} from '../../src/api/types';
import { HttpResponse } from 'msw';
import { billingCountries } from '../../src/config/countries';
import { hasFault } from '../faults';
import { bearerIdentity } from '../identity/tokens';
import { isPassportName } from '../../src/lib/personName';
import { isPostcodeOf } from '../../src/lib/postcode';
import { intlTagOf, isLocalLanguage } from '../catalogue/language';
import { ageOn } from '../catalogue/searchQuery';
import { cartOf, checkoutAnswer, leaveExtras, noCart } from './checkout';
import { jsonBody, route } from './route';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A name a passport can carry, 2 to 28 characters (docs/rules/travellers.md "Names"). */
const validName = (name: string) => {
  const trimmed = name.trim();
  return trimmed.length >= 2 && trimmed.length <= 28 && isPassportName(trimmed);
};

function validTraveller(p: Partial<Passenger>): boolean {
  return (
    typeof p.firstName === 'string' &&
    typeof p.lastName === 'string' &&
    p.firstName !== 'A0' &&
    validName(p.firstName) &&
    validName(p.lastName)
  );
}

/** Server-side checks of the info step; the shop validates the same fields before sending. */
function validate(
  passengers: Partial<Passenger>[],
  customer: Partial<Customer> | undefined,
): ApiMessage[] {
  const messages: ApiMessage[] = [];
  if (
    !passengers.length ||
    !passengers.every(validTraveller) ||
    !customer ||
    !validName(customer.firstName ?? '') ||
    !validName(customer.lastName ?? '') ||
    !emailPattern.test(customer.contact?.email ?? '') ||
    // The billing postcode fits its country, as the shop checks (docs/rules/travellers.md).
    !isPostcodeOf(customer.address?.countryCode ?? '', customer.address?.postalCode ?? '')
  ) {
    messages.push({
      id: 'unknownIssue',
      context: 'info',
      text: 'Please check your inputs and try again.',
    });
  }
  const names = passengers.map(
    (p) =>
      `${p.firstName?.trim().toLowerCase()}|${p.lastName?.trim().toLowerCase()}|${p.dateOfBirth}`,
  );
  if (new Set(names).size < names.length) {
    messages.push({
      id: 'sameNameError',
      context: 'info',
      text: 'The information of the travellers is identical. Please check them or give us a call.',
    });
  }
  const badNumbers = passengers.flatMap((p, index) =>
    p.frequentFlyerNumber && !/^\d{15}$/.test(p.frequentFlyerNumber.number) ? [index] : [],
  );
  if (badNumbers.length)
    messages.push({ id: 'frequentFlyerNumberInvalid', context: 'info', data: badNumbers });
  return messages;
}

/**
 * Cards stored with the provider, by identity (the `sub` of the demo user): the demo user
 * erika@example.com has one (demo/README.md "Test data"); nobody else has any.
 */
export const storedCards: Record<string, NonNullable<PaymentAliasResponse['alias']>> = {
  'demo|erika': {
    storedPaymentMethodId: 'stored-erika-visa-1111',
    cardType: 'visa',
    maskedNumber: '•••• 1111',
    expiry: '03/30',
  },
};

const aliasRefused = (status: 401 | 403, id: string) =>
  HttpResponse.json(
    { success: false, alias: null, messages: [{ id, context: 'payment' }] },
    { status },
  );

/**
 * A child or baby whose birth date does not give the age it was booked for on departure
 * (docs/rules/travellers.md "Booked age"): the operator would price and seat it wrongly.
 */
function bookedAgeMessages(
  sent: Partial<Passenger>[],
  booked: readonly Passenger[],
  departureDate: string,
): ApiMessage[] {
  const wrong = booked.flatMap((row, index) => {
    if (row.age === undefined) return [];
    return ageOn(sent[index]?.dateOfBirth, departureDate) === row.age ? [] : [index];
  });
  return wrong.length
    ? [
        {
          id: 'birthDateNotBookedAge',
          context: 'info',
          text: 'A birth date does not match the age the trip was booked for.',
          data: wrong,
        },
      ]
    : [];
}

/** Every successful miles login of the demo: 42,000 points, 100 miles per euro, fee 7,500. */
export const demoMilesAccount = { remainingPoints: 42000, minimumPointsFee: 7500, rate: 100 };

export const checkoutInfoHandlers = [
  route('checkout_set_info', async (context) => {
    const cart = cartOf(context);
    if (!cart) return noCart();
    leaveExtras(cart);
    const body = await jsonBody<CheckoutDataRequest<SetInfoData>>(context.request);
    const passengers = body.data?.package?.passengerInfo?.passengers ?? [];
    const customer = body.data?.package?.customer;
    const messages = [
      ...validate(passengers, customer),
      ...bookedAgeMessages(passengers, cart.passengers, cart.offer.departureDate),
    ];
    if (messages.length || !customer) return checkoutAnswer(context, cart, messages, false);
    cart.passengers = passengers.map((p, index) => ({
      ...p,
      // The booked age is the operator's record, whatever the shop sends.
      ...(cart.passengers[index]?.age === undefined ? {} : { age: cart.passengers[index]?.age }),
      type:
        p.type === 'MALE' || p.type === 'FEMALE'
          ? 'ADULT'
          : (p.type ?? cart.passengers[index]?.type ?? 'ADULT'),
      firstName: p.firstName.trim(),
      lastName: p.lastName.trim(),
    }));
    cart.customer = { ...customer, type: 'PERSON' };
    cart.infoForm = body.data?.infoForm ?? {};
    cart.status = 'payment';
    return checkoutAnswer(context, cart);
  }),
  route('checkout_get_payment_alias', (context) => {
    const cart = cartOf(context);
    if (!cart) return noCart();
    // Stored methods belong to a verified identity, never to an e-mail typed into the form
    // (docs/rules/payment-options.md). The fault plays a provider that refuses every token.
    const identity = hasFault(context.faults, 'token-rejected')
      ? null
      : bearerIdentity(context.request);
    if (!identity) return aliasRefused(401, 'notSignedIn');
    if (!identity.emailVerified) return aliasRefused(403, 'emailNotVerified');
    return { success: true, alias: storedCards[identity.userId] ?? null };
  }),
  route('checkout_get_country_info', (context) => {
    if (!cartOf(context)) return noCart();
    // German and English pages keep their plain language tags; the others name countries as
    // their locale does (fr-CH: "Suisse").
    const tag = isLocalLanguage(context.language)
      ? intlTagOf(context.locale)
      : context.language === 'de'
        ? 'de'
        : 'en';
    const names = new Intl.DisplayNames([tag], { type: 'region' });
    const countries = billingCountries.map((code) => ({
      code,
      name: code === 'SW' ? (names.of('SE') ?? code) : (names.of(code) ?? code),
    }));
    return { success: true, countries, nationalities: countries };
  }),
  route('checkout_miles_more', async (context) => {
    const cart = cartOf(context);
    if (!cart) return noCart();
    leaveExtras(cart);
    const body = await jsonBody<CheckoutDataRequest<MilesMoreData>>(context.request);
    const cardNumber = String(body.data?.cardNumber ?? '');
    // Test data: any 15-digit number logs in, except numbers ending in 000.
    if (!/^\d{15}$/.test(cardNumber) || cardNumber.endsWith('000')) {
      delete cart.milesAccount;
      return {
        success: false,
        milesAndMoreData: null,
        messages: [{ id: 'milesMoreLoginError', context: 'miles' }],
      };
    }
    const remaining = demoMilesAccount.remainingPoints;
    const wanted = Math.max(0, Math.min(remaining, Number(body.data?.milesAmount) || 0));
    if (wanted > 0 && wanted < 7500) {
      return {
        success: false,
        milesAndMoreData: null,
        messages: [
          { id: 'milesAmountInvalid', context: 'miles', text: 'Minimum miles credit amount 7.500' },
        ],
      };
    }
    cart.milesAmount = wanted;
    cart.milesAccount = { ...demoMilesAccount };
    return {
      success: true,
      milesAndMoreData: {
        remainingtotalpoints: remaining,
        milesAmount: { amount: wanted },
        rate: demoMilesAccount.rate,
        rateOriginal: 120,
        minimumPointsFee: demoMilesAccount.minimumPointsFee,
      },
    };
  }),
];
