import { isPassportName } from '../../../../lib/personName';

/**
 * Letters (including accented), spaces, hyphens and apostrophes (spec 2 §5): the same letters as a
 * traveller's name, since the holder's name is embossed like a passport's (docs/rules/travellers.md).
 */
export type CardHolderError = 'holderMissing' | 'holderInvalid';

export function cardHolderError(value: string): CardHolderError | null {
  const trimmed = value.trim();
  if (!trimmed) return 'holderMissing';
  return isPassportName(trimmed) ? null : 'holderInvalid';
}
