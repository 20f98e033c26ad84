/**
 * What the Italian, Spanish and French answers of the demo host must not contain: a short list of
 * English and German words a shopper would notice, shared by the handler and identity tests.
 */
export const strayWords: readonly string[] = [
  // English
  'Search',
  'Adults',
  'Children',
  'Book now',
  'Travellers',
  'Departure',
  'per person',
  'Filter',
  'nights',
  'from',
  'the',
  'and',
  'with',
  'Room',
  'Breakfast',
  'board',
  'offers',
  'Spain',
  'Greece',
  'Crete',
  'Log in',
  'Sign up',
  // German
  'Nächte',
  'Reiseziele',
  'Angebote',
  'Urlaub',
  'Flug',
  'Doppelzimmer',
  'Frühstück',
  'Halbpension',
  'pro Person',
  'und',
  'mit',
  'für',
  'Spanien',
  'Griechenland',
  'Kreta',
  'Sommer',
  'Datenschutz',
  'Anmelden',
  'Passwort',
];

const wordPattern = (word: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${word}(?![\\p{L}\\p{N}])`, 'iu');
const patterns = strayWords.map((word) => [word, wordPattern(word)] as const);

/** The listed words a text contains, as whole words, in any case. */
export function strayWordsIn(text: string): string[] {
  return patterns.filter(([, pattern]) => pattern.test(text)).map(([word]) => word);
}

/**
 * Names that stay as they are in every language: brands, hotels, airlines, tour operators and
 * partners. Their words are not the answer's own language.
 */
const properNameKeys = new Set([
  'hotelName',
  'partnerName',
  'boostCollection',
  'airline',
  'tourOperator',
]);

/** Every text a shopper could read in an answer: strings other than names, addresses and codes. */
export function textsOf(value: unknown, key = ''): string[] {
  if (properNameKeys.has(key)) return [];
  if (typeof value === 'string') {
    // Addresses, and ids and slugs such as 'tn-sousse-and-monastir' or 'spain/mallorca/palma'.
    if (/^(\/|https?:|tel:)/.test(value) || /^[a-z0-9]+([-/_][a-z0-9]+)*$/.test(value)) return [];
    return [value.replace(/<[^>]*>/g, ' ')];
  }
  if (Array.isArray(value)) return value.flatMap((item) => textsOf(item, key));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([name, item]) => textsOf(item, name));
  return [];
}

/** "text: word" for each listed word found in an answer's texts; empty when there is none. */
export function strayWordsInAnswer(value: unknown): string[] {
  return textsOf(value).flatMap((text) => strayWordsIn(text).map((word) => `${text}: ${word}`));
}
