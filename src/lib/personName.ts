/**
 * Whether a name is one a passport can carry: letters of the Latin script (accented ones too),
 * spaces, hyphens and apostrophes, with at least one letter. Emoji, symbols, digits, other scripts
 * and the look-alike forms of Latin letters (circled, full-width, mathematical, ligatures) are
 * refused. docs/rules/travellers.md "Names" says why.
 */
// Combining accents only (U+0300–U+036F): enclosing marks (a circle, a keycap) draw symbols.
const allowed = /^[\p{Script=Latin}\u0300-\u036f '’-]+$/u;
const letter = /\p{Script=Latin}/u;
const markOnly = /^[\u0300-\u036f]/u;

export function isPassportName(text: string): boolean {
  const name = text.trim().normalize('NFC');
  if (!name || !allowed.test(name) || !letter.test(name) || markOnly.test(name)) return false;
  // Compatibility forms (Ⓜ, Ａ, ﬁ, ª) change under NFKC; the letters a passport prints do not.
  return name.normalize('NFKC') === name;
}
