/**
 * Whether text holds something shaped like a payment card number: 13 to 19 digits, possibly
 * grouped by spaces or hyphens. Such text never belongs in an address and is never stored.
 */
export function looksLikeCardNumber(text: string): boolean {
  return /\d(?:[ -]?\d){12,18}/.test(text);
}
