import { looksLikeCardNumber } from './cardLike';
import { sessionStore } from './browserStorage';

/**
 * Form drafts in sessionStorage: what a visitor typed survives a reload or a failed submit in the
 * same tab and is gone when the tab closes. Storage that is full or blocked only costs the
 * convenience, never the form.
 */
export const sessionDraft = {
  save(key: string, draft: unknown): void {
    try {
      sessionStore()?.setItem(key, JSON.stringify(draft));
    } catch {
      // A full or blocked storage only costs the convenience.
    }
  },
  read(key: string): unknown {
    try {
      const raw = sessionStore()?.getItem(key);
      return raw ? (JSON.parse(raw) as unknown) : null;
    } catch {
      return null;
    }
  },
  clear(key: string): void {
    try {
      sessionStore()?.removeItem(key);
    } catch {
      // Nothing to clear when storage is blocked.
    }
  },
};

export type Draft = Record<string, unknown>;

export const isDraftRecord = (value: unknown): value is Draft =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const maxLength = 200;

/** Text worth keeping: short, and nothing shaped like a payment card number. */
export const storableText = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= maxLength && !looksLikeCardNumber(value);

/**
 * A phone number may be as long as a card number, but a card number never starts with + or 0
 * (card numbers start with 3 to 6), so such a phone number is kept.
 */
export const storablePhone = (value: unknown): value is string =>
  storableText(value) ||
  (typeof value === 'string' && value.length <= maxLength && /^\s*[+0]/.test(value));

/** The named text fields of `source` that may be stored (or restored); `phones` hold numbers. */
export function pickStorable(
  source: object,
  keys: readonly string[],
  phones: readonly string[] = [],
): Draft {
  const picked: Draft = {};
  for (const name of keys) {
    const value = (source as Draft)[name];
    if (phones.includes(name) ? storablePhone(value) : storableText(value)) picked[name] = value;
  }
  return picked;
}
