import { isDraftRecord, pickStorable, sessionDraft } from '../../../lib/sessionDraft';
import type { VoucherFormValues } from './voucherValues';

/**
 * The voucher form survives a reload or a failed purchase: kept in sessionStorage per voucher
 * cart. Card data never is (it stays in the hosted fields), nor the reCAPTCHA token, card-shaped
 * text or the terms consent, which is given afresh.
 */
const key = (checkoutId: string) => `hs_voucher_form:${checkoutId}`;

const textKeys = [
  'amount',
  'recipient_fname',
  'recipient_lname',
  'gender',
  'title',
  'fname',
  'lname',
  'birthDate',
  'street',
  'zip',
  'city',
  'country',
] as const satisfies readonly (keyof VoucherFormValues)[];
const customerKeys = ['email', 'confirmEmail', 'phone'] as const;

export function saveVoucherDraft(checkoutId: string, values: VoucherFormValues): void {
  sessionDraft.save(key(checkoutId), {
    ...pickStorable(values, textKeys),
    customer: pickStorable(values.customer, customerKeys, ['phone']),
  });
}

export function clearVoucherDraft(checkoutId: string): void {
  sessionDraft.clear(key(checkoutId));
}

/** The stored draft laid over `initial`: only known text fields, so nothing else can creep in. */
export function restoreVoucherDraft(
  checkoutId: string,
  initial: VoucherFormValues,
): VoucherFormValues {
  const draft = sessionDraft.read(key(checkoutId));
  if (!isDraftRecord(draft)) return initial;
  const customer = isDraftRecord(draft.customer) ? draft.customer : {};
  return {
    ...initial,
    ...pickStorable(draft, textKeys),
    customer: { ...initial.customer, ...pickStorable(customer, customerKeys, ['phone']) },
  };
}
