/** Months 1–12. */
export const expiryMonths: readonly number[] = Array.from({ length: 12 }, (_, i) => i + 1);

/**
 * The current year and the 19 after it: the next 20 years (docs/rules/checkout.md, "Card entry").
 */
export function expiryYears(today: Date): number[] {
  const first = today.getFullYear();
  return Array.from({ length: 20 }, (_, i) => first + i);
}

export type ExpiryError = 'expiryMissing' | 'paymentCardExpiryInvalid';

/** Both parts chosen, and not a month already past. */
export function expiryError(month: string, year: string, today: Date): ExpiryError | null {
  if (!month || !year) return 'expiryMissing';
  const m = Number(month);
  const y = Number(year);
  if (!Number.isInteger(m) || m < 1 || m > 12 || !Number.isInteger(y))
    return 'paymentCardExpiryInvalid';
  const chosen = y * 12 + m - 1;
  const now = today.getFullYear() * 12 + today.getMonth();
  return chosen < now || chosen > now + 20 * 12 ? 'paymentCardExpiryInvalid' : null;
}
