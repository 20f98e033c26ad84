/**
 * Codes with these prefixes are gift vouchers bought in the shop (docs/rules/checkout.md, "Coupon
 * and gift-voucher codes").
 */
export const purchaseVoucherPrefixes = ['LHH-', 'L80-', 'L150-', 'L200-'] as const;

export const isPurchaseVoucher = (code: string): boolean =>
  purchaseVoucherPrefixes.some((prefix) => code.trim().toUpperCase().startsWith(prefix));
