/** Codes with these prefixes are gift vouchers bought in the shop (spec 2 §3, §9). */
export const purchaseVoucherPrefixes = ['LHH-', 'L80-', 'L150-', 'L200-'] as const;

export const isPurchaseVoucher = (code: string): boolean =>
  purchaseVoucherPrefixes.some((prefix) => code.trim().toUpperCase().startsWith(prefix));
