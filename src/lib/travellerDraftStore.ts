import { sessionStore } from './browserStorage';

/**
 * The traveller drafts' keys and lifetime, kept below the features so that the logout (identity) can
 * clear them without loading the checkout's form code (docs/rules/travellers.md, "The traveller
 * draft").
 */
const prefix = 'hs_checkout_travellers:';

export const travellerDraftKey = (checkoutId: string) => `${prefix}${checkoutId}`;

/** How long after its last change a draft is kept. */
export const travellerDraftLifetimeMs = 2 * 60 * 60 * 1000;

/** A stored entry that is not a dated draft of the last two hours counts as expired. */
function isExpired(raw: string | null, now: number): boolean {
  let savedAt: unknown;
  try {
    savedAt = (JSON.parse(raw ?? 'null') as { savedAt?: unknown } | null)?.savedAt;
  } catch {
    return true;
  }
  if (typeof savedAt !== 'number') return true;
  const age = now - savedAt;
  return !(age >= 0 && age <= travellerDraftLifetimeMs);
}

function forgetDrafts(which: (raw: string | null) => boolean): void {
  try {
    const storage = sessionStore();
    if (!storage) return;
    const names: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const name = storage.key(index);
      if (name?.startsWith(prefix)) names.push(name);
    }
    for (const name of names) if (which(storage.getItem(name))) storage.removeItem(name);
  } catch {
    // Blocked storage holds no drafts.
  }
}

/** Removes every draft of this tab older than its lifetime, of any checkout. */
export function forgetExpiredTravellerDrafts(now = Date.now()): void {
  forgetDrafts((raw) => isExpired(raw, now));
}

/** Removes every traveller draft of this tab: the visitor logged out. */
export function clearAllTravellerDrafts(): void {
  forgetDrafts(() => true);
}
