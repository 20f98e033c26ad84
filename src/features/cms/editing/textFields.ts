/**
 * Text fields of a CMS module by path ('headline', 'teasers.1.copytext', 'tabs.0.links.3.label'):
 * shared by the shop (its page after a save) and the demo host (its check and its stored edits).
 */

// Only a module's own data is walked: no path may reach an object's prototype.
const unsafeSegments = new Set(['__proto__', 'prototype', 'constructor']);

function ownChild(parent: unknown, segment: string): unknown {
  if (parent === null || typeof parent !== 'object' || unsafeSegments.has(segment))
    return undefined;
  return Object.hasOwn(parent, segment) ? (parent as Record<string, unknown>)[segment] : undefined;
}

/** The text at `field` within `module`, or undefined when the path does not end at a string. */
export function textAt(module: unknown, field: string): string | undefined {
  const value = field.split('.').reduce<unknown>(ownChild, module);
  return typeof value === 'string' ? value : undefined;
}

/**
 * Replaces the text at `field` in place (an Immer draft or a copy) and tells whether it did: only
 * an existing string field is changed, so an edit never adds data the module did not have.
 */
export function replaceTextAt(module: unknown, field: string, value: string): boolean {
  const segments = field.split('.');
  const key = segments.pop() ?? '';
  const parent = segments.reduce<unknown>(ownChild, module);
  if (typeof ownChild(parent, key) !== 'string') return false;
  (parent as Record<string, unknown>)[key] = value;
  return true;
}

/** The field's own name, for labels: 'teasers.1.copytext' → 'copytext'. */
export function fieldName(field: string): string {
  const names = field.split('.').filter((segment) => !/^\d+$/.test(segment));
  return names[names.length - 1] ?? field;
}
