/**
 * Billing countries of the booking checkout in the order of spec 2 §5: DE, AT, CH first, then the
 * rest. GB stands for the spec's "GB/UK"; SW is the code the brand hosts' servers expect for Sweden.
 * Shared by the shop's form and the demo host's check.
 */
export const billingCountries: readonly string[] = [
  'DE',
  'AT',
  'CH',
  'BG',
  'PT',
  'PL',
  'CZ',
  'SK',
  'GB',
  'IE',
  'NL',
  'ES',
  'IT',
  'FR',
  'DK',
  'LU',
  'SW',
];

/**
 * Countries of the gift-voucher purchaser in the order of spec 2 §5 (AT, CH, BG, ... then DE and
 * the rest); shared by the voucher form and the demo host's check.
 */
export const voucherCountries: readonly string[] = [
  'AT',
  'CH',
  'BG',
  'PT',
  'PL',
  'CZ',
  'SK',
  'DE',
  'GB',
  'IE',
  'NL',
  'ES',
  'IT',
  'FR',
  'DK',
  'LU',
  'SW',
];
