/** Letters of any script (accented ones too), spaces, hyphens and apostrophes (spec 2 §5). */
const allowed = /^[\p{L}\p{M} '’-]+$/u;
const letter = /\p{L}/u;

export type CardHolderError = 'holderMissing' | 'holderInvalid';

export function cardHolderError(value: string): CardHolderError | null {
  const trimmed = value.trim();
  if (!trimmed) return 'holderMissing';
  return allowed.test(trimmed) && letter.test(trimmed) ? null : 'holderInvalid';
}
