import type { LastSeenSearch } from '../../../api/types';

/** Spec 1 §3: the last-seen search is stored locally and expires after 30 days. */
export const lastSeenKey = 'hs_last_seen_search';
export const lastSeenMaxAgeMs = 2592000000;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be blocked (privacy settings, sandboxed iframes): the shop works without it.
    return null;
  }
}

export function storeLastSeenSearch(search: LastSeenSearch, now: number): void {
  storage()?.setItem(lastSeenKey, JSON.stringify({ ...search, storedAt: now }));
}

export function readLastSeenSearch(now: number): LastSeenSearch | null {
  const store = storage();
  const raw = store?.getItem(lastSeenKey);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as LastSeenSearch;
    if (typeof parsed.storedAt !== 'number' || now - parsed.storedAt > lastSeenMaxAgeMs) {
      store?.removeItem(lastSeenKey);
      return null;
    }
    return parsed;
  } catch {
    store?.removeItem(lastSeenKey);
    return null;
  }
}
