/**
 * A member price only when both a membership URL (where to become a member) and a discount exist;
 * without either the visitor could not act on it (docs/rules/result-list.md, "Member price").
 * Null means "do not show".
 * Which amount an item shows, and its comparison, come from src/lib/prices.ts.
 */
export function memberPrice(
  price: number,
  membershipUrl?: string,
  discountPercent?: number,
): number | null {
  if (!membershipUrl?.trim() || discountPercent === undefined) return null;
  if (!(discountPercent > 0 && discountPercent < 100)) return null;
  return price * (1 - discountPercent / 100);
}
