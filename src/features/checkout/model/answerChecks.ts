import * as v from 'valibot';

/**
 * What the shop checks of the booking's answers before it reads them (docs/rules/shell-and-routes.md,
 * "Answers the shop checks"): added by the booking's request helper as its chunk loads, so the
 * shell does not carry them.
 */

/**
 * Null, undefined or the schema. Built from what the shell's valibot already has (custom,
 * safeParse): valibot is one module, in the shell's bundle, so every valibot function a chunk's
 * checks use would ship with the shell.
 */
export const orNothing = <S extends v.GenericSchema<unknown>>(schema: S) =>
  v.custom<v.InferOutput<S> | null | undefined>(
    (value) => value == null || v.safeParse(schema, value).success,
  );

/** An object of strings and numbers (tracking parameters). */
const flatRecord = v.custom<Record<string, string | number>>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'string' || typeof entry === 'number'),
);

const money = v.object({ amount: v.number() });
const message = v.object({ id: v.optional(v.string()), context: v.optional(v.string()) });
const messages = v.optional(v.array(message));

const checkoutStatuses = [
  'ancillaries',
  'info',
  'payment',
  'processing',
  'success',
  'fail',
  'soft_booked',
] as const;

const service = v.object({ key: v.string(), name: v.string(), price: money });

const checkoutPackage = v.object({
  serviceContainers: v.array(v.object({ service })),
  payments: v.array(v.object({ type: v.string(), fee: money })),
  passengerInfo: v.object({
    passengers: v.array(
      v.object({ type: v.string(), firstName: v.string(), lastName: v.string() }),
    ),
  }),
  basePrice: money,
  payment: v.object({ paymentFee: money }),
  coupon: orNothing(v.object({ code: v.string(), price: money })),
});

const cart = v.object({
  id: v.string(),
  product: v.object({
    offer: v.object({ id: v.string(), departureDate: v.string(), returnDate: v.string() }),
    hotel: v.object({ id: v.number(), name: v.string() }),
  }),
  checkout: v.object({
    id: v.string(),
    status: v.picklist(checkoutStatuses),
    package: checkoutPackage,
    amounts: v.object({ totalAmount: v.object({ value: v.number(), currency: v.string() }) }),
    payment: orNothing(
      v.object({
        redirectUrl: v.optional(v.string()),
        action: v.optional(v.object({ type: v.string(), paymentData: v.string() })),
      }),
    ),
  }),
});

/** Every checkout answer: a cart is only read with success true, but when it comes, it is whole. */
const checkoutAnswer = v.object({ success: v.boolean(), messages, cart: v.optional(cart) });

const pollAnswer = v.object({
  success: v.boolean(),
  finished: v.boolean(),
  soft: v.boolean(),
  trackingParams: v.optional(flatRecord),
});

/** The booking's checked routes. */
export const bookingAnswerChecks = {
  checkout_get: checkoutAnswer,
  checkout_get_payment: checkoutAnswer,
  checkout_set_info: checkoutAnswer,
  checkout_set_ancillaries: checkoutAnswer,
  checkout_set_coupon: checkoutAnswer,
  do_payment_set: checkoutAnswer,
  checkout_finalize_payment: checkoutAnswer,
  checkout_book: pollAnswer,
  checkout_poll: pollAnswer,
};

/** The messages of an answer, as the voucher's checks read them too. */
export { message as answerMessage };
