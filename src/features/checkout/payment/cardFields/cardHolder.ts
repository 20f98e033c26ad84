import { isPassportName } from '../../../../lib/personName';

export type CardHolderError = 'holderMissing' | 'holderInvalid';

/**
 * Letters (including accented), spaces, hyphens and apostrophes: the same letters as a traveller's
 * name, since the holder's name is embossed in Latin letters like a passport's
 * (docs/rules/travellers.md "Names").
 */
export function cardHolderError(value: string): CardHolderError | null {
  const trimmed = value.trim();
  if (!trimmed) return 'holderMissing';
  return isPassportName(trimmed) ? null : 'holderInvalid';
}
