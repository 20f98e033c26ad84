import { looksLikeCardNumber } from './cardLike';

/**
 * Postcode shapes per country code of the checkout's lists (SW is Sweden there). Digits-only
 * countries get a number pad; GB, IE, NL and the hyphenated ones a full keyboard.
 * docs/rules/travellers.md "Postcodes" says why.
 */
interface PostcodeRule {
  pattern: RegExp;
  numeric: boolean;
}

const digits = (count: number): PostcodeRule => ({
  pattern: new RegExp(`^\\d{${count}}$`),
  numeric: true,
});

const swedish: PostcodeRule = { pattern: /^\d{3} ?\d{2}$/, numeric: false };
// Royal Mail shapes: A9 9AA, A99 9AA, A9A 9AA, AA9 9AA, AA99 9AA, AA9A 9AA (and GIR 0AA).
const british: PostcodeRule = {
  pattern: /^(?:GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i,
  numeric: false,
};

const rules: Readonly<Record<string, PostcodeRule>> = {
  DE: digits(5),
  AT: digits(4),
  CH: digits(4),
  BG: digits(4),
  DK: digits(4),
  ES: digits(5),
  IT: digits(5),
  FR: digits(5),
  PT: { pattern: /^\d{4}(?:-\d{3})?$/, numeric: false },
  PL: { pattern: /^\d{2}-?\d{3}$/, numeric: false },
  CZ: { pattern: /^\d{3} ?\d{2}$/, numeric: false },
  SK: { pattern: /^\d{3} ?\d{2}$/, numeric: false },
  SW: swedish,
  SE: swedish,
  LU: { pattern: /^(?:L-)?\d{4}$/i, numeric: false },
  NL: { pattern: /^\d{4} ?[A-Z]{2}$/i, numeric: false },
  GB: british,
  UK: british,
  // Eircode: a routing key (letter and two digits, or D6W) and four characters of its alphabet.
  IE: { pattern: /^(?:[ACDEFHKNPRTVWXY]\d{2}|D6W) ?[\dACDEFHKNPRTVWXY]{4}$/i, numeric: false },
};

/** Any other country: letters, digits, spaces and hyphens, at most 10, with a digit or letter. */
const anyPostcode = /^(?=.*[\dA-Z])[\dA-Z -]{2,10}$/i;

export function isPostcodeOf(country: string, postcode: string): boolean {
  const code = postcode.trim();
  if (!code || looksLikeCardNumber(code)) return false;
  return (rules[country.toUpperCase()]?.pattern ?? anyPostcode).test(code);
}

/** Whether the country's postcodes are digits only, so a number pad fits. */
export function isNumericPostcodeCountry(country: string): boolean {
  return rules[country.toUpperCase()]?.numeric ?? false;
}
