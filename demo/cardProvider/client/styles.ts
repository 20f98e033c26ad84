/** `styles` option / `setStyle`: selector keys such as '*', 'cardNumber', 'cvv.invalid:hover'. */
export type Styles = Record<string, string | Record<string, string | number>>;

const unsafe = /[{}<>\\]|@import|url\s*\(|expression\s*\(/i;

function declarations(value: string | Record<string, string | number>): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, item]) => `${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${item}`)
    .join('; ');
}

/** [selector key, CSS declarations] pairs, with anything that could leave a rule dropped. */
export function styleRules(styles: Styles): [string, string][] {
  const rules: [string, string][] = [];
  for (const [key, value] of Object.entries(styles)) {
    if (key.startsWith('@')) continue;
    const css = declarations(value);
    if (!unsafe.test(key) && !unsafe.test(css)) rules.push([key, css]);
  }
  return rules;
}

/** The CSS selector inside one field's frame, or null when the key names the other field. */
export function selectorFor(key: string, field: string): string | null {
  const match = /^(\*|cardNumber|cvv)((?:[.:][\w:.()-]*)*)$/.exec(key);
  if (!match || (match[1] !== '*' && match[1] !== field)) return null;
  return `input${match[2]}`;
}
