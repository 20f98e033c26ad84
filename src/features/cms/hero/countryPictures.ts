/**
 * The last-seen slide's destination picture comes from a country-name table covering many
 * languages (docs/rules/cms-modules.md, "Country pictures"). Each country has one picture key (its
 * ISO 3166 alpha-2 code, lower case); the names are how a destination may be called in German,
 * English, Italian, Spanish and French, plus common variants (transliterated umlauts, short and
 * official forms). Names are compared without case, diacritics and punctuation, so "TÜRKEI",
 * "Turkei" and "türkei" are one name.
 */
const countryNames: Readonly<Record<string, readonly string[]>> = {
  es: ['Spanien', 'Spain', 'Spagna', 'España', 'Espagne', 'Espana'],
  gr: ['Griechenland', 'Greece', 'Grecia', 'Grèce', 'Hellas', 'Ellada'],
  tr: ['Türkei', 'Tuerkei', 'Turkey', 'Türkiye', 'Turchia', 'Turquía', 'Turquie'],
  it: ['Italien', 'Italy', 'Italia', 'Italie'],
  pt: ['Portugal', 'Portogallo'],
  eg: ['Ägypten', 'Aegypten', 'Egypt', 'Egitto', 'Egipto', 'Égypte'],
  hr: ['Kroatien', 'Croatia', 'Croazia', 'Croacia', 'Croatie', 'Hrvatska'],
  cy: ['Zypern', 'Cyprus', 'Cipro', 'Chipre', 'Chypre'],
  tn: ['Tunesien', 'Tunisia', 'Túnez', 'Tunisie'],
  bg: ['Bulgarien', 'Bulgaria', 'Bulgarie'],
  fr: ['Frankreich', 'France', 'Francia'],
  ma: ['Marokko', 'Morocco', 'Marocco', 'Marruecos', 'Maroc'],
  mt: ['Malta', 'Malte'],
  me: ['Montenegro', 'Monténégro', 'Crna Gora'],
  al: ['Albanien', 'Albania', 'Albanie'],
  ae: [
    'Vereinigte Arabische Emirate',
    'United Arab Emirates',
    'Emirati Arabi Uniti',
    'Emiratos Árabes Unidos',
    'Émirats arabes unis',
    'VAE',
    'UAE',
    'Emirate',
  ],
  mv: ['Malediven', 'Maldives', 'Maldive', 'Maldivas'],
  mu: ['Mauritius', 'Maurice', 'Mauricio'],
  th: ['Thailand', 'Tailandia', 'Thaïlande'],
  do: [
    'Dominikanische Republik',
    'Dominican Republic',
    'Repubblica Dominicana',
    'República Dominicana',
    'République dominicaine',
    'Dom. Rep.',
  ],
  mx: ['Mexiko', 'Mexico', 'Messico', 'México', 'Mexique'],
  cu: ['Kuba', 'Cuba'],
  us: [
    'USA',
    'Vereinigte Staaten',
    'United States',
    'United States of America',
    'Stati Uniti',
    'Estados Unidos',
    'États-Unis',
  ],
  at: ['Österreich', 'Oesterreich', 'Austria', 'Autriche'],
  ch: ['Schweiz', 'Switzerland', 'Svizzera', 'Suiza', 'Suisse'],
  de: ['Deutschland', 'Germany', 'Germania', 'Alemania', 'Allemagne'],
  jo: ['Jordanien', 'Jordan', 'Giordania', 'Jordania', 'Jordanie'],
  om: ['Oman', 'Omán'],
  cv: ['Kap Verde', 'Kapverden', 'Cape Verde', 'Capo Verde', 'Cabo Verde', 'Cap-Vert'],
};

/** Lower case, without diacritics, ß as ss, every run of punctuation and space as one space. */
export function normaliseCountryName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replaceAll('ß', 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const keyByName: ReadonlyMap<string, string> = new Map(
  Object.entries(countryNames).flatMap(([key, names]) =>
    names.map((name) => [normaliseCountryName(name), key] as const),
  ),
);

/** Every name of the table with its picture key (for tests and editors' documentation). */
export const countryNameEntries: readonly (readonly [name: string, key: string])[] = Object.entries(
  countryNames,
).flatMap(([key, names]) => names.map((name) => [name, key] as const));

/** The parts of a name such as "Kreta, Griechenland": split at commas, slashes, brackets, dashes. */
export function countryNameParts(name: string): string[] {
  // A hyphen inside a word belongs to the name (Cap-Vert); a spaced dash separates.
  return name.split(/[,/()|]|\s[-–]\s/);
}

/**
 * The picture key of the country a destination name names, or null for a name the table does not
 * know (the slide then shows its fallback picture). A name such as "Kreta, Griechenland" or
 * "Antalya (Türkei)" is known by its country part.
 */
export function countryPictureKey(name: string | undefined): string | null {
  if (!name) return null;
  const whole = keyByName.get(normaliseCountryName(name));
  if (whole) return whole;
  for (const part of countryNameParts(name)) {
    const key = keyByName.get(normaliseCountryName(part));
    if (key) return key;
  }
  return null;
}
