import type { SearchQuery } from './searchQuery';
import { sessionStore } from '../../../lib/browserStorage';

/**
 * The mask's unsearched edits survive a reload of the same page (docs/rules/search.md,
 * "Unsearched edits survive a reload"): kept in sessionStorage under the page's URL, dropped once
 * the visitor searches. Nothing personal is in it.
 */
const key = (url: string) => `hs_search_draft:${url}`;

export function saveDraft(url: string, draft: SearchQuery): void {
  try {
    sessionStore()?.setItem(key(url), JSON.stringify(draft));
  } catch {
    // A full or blocked storage only costs the convenience.
  }
}

export function readDraft(url: string): SearchQuery | null {
  const raw = sessionStore()?.getItem(key(url));
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as SearchQuery;
    return Array.isArray(draft.destinationIds) && draft.period && draft.travellers ? draft : null;
  } catch {
    return null;
  }
}

export function clearDraft(url: string): void {
  sessionStore()?.removeItem(key(url));
}
