import * as v from 'valibot';
import { answerMessage as message, orNothing } from '../checkout';

/**
 * What the shop checks of the voucher's answer before it reads it (docs/rules/shell-and-routes.md,
 * "Answers the shop checks"): added by the voucher's saga as its chunk loads.
 */

const voucherCart = v.object({
  id: v.string(),
  finished: v.boolean(),
  success: v.boolean(),
  currency: v.string(),
  availableVouchers: v.array(v.object({ amount: v.number(), currency: v.string() })),
  voucher: v.object({
    code: orNothing(v.string()),
    amount: orNothing(v.object({ amount: v.number() })),
  }),
  payment: v.object({ resultCode: v.optional(v.string()) }),
  checkout: v.object({
    payment: v.object({
      threeDs: v.boolean(),
      action: v.optional(v.object({ type: v.string(), paymentData: v.string() })),
    }),
  }),
});

const voucherAnswer = v.object({
  success: v.boolean(),
  cart: orNothing(voucherCart),
  messages: v.array(message),
  errors: v.array(v.object({ id: v.string() })),
});

/** The voucher's checked route. */
export const voucherAnswerChecks = { voucher_set_info: voucherAnswer };
