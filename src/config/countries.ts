/**
 * Billing countries of the booking checkout, in the order the form offers them: DE, AT, CH first,
 * then the rest. GB stands for the United Kingdom (also written UK); SW is the code the brand
 * hosts' servers expect for Sweden. Shared by the shop's form and the demo host's check.
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
 * Countries of the gift-voucher purchaser, in the order the form offers them (AT, CH, BG, ... then
 * DE and the rest); shared by the voucher form and the demo host's check.
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
