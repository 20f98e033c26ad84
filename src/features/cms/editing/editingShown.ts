import { useSyncExternalStore } from 'react';
import { sessionStore } from '../../../lib/browserStorage';

/** Set while the editor has hidden the Edit buttons, for this tab's session. */
export const editingHiddenKey = 'hs_cms_editing_hidden';

// Read once when the editing chunk arrives; the switch keeps it and the session storage in step.
let shown = sessionStore()?.getItem(editingHiddenKey) !== '1';
const listeners = new Set<() => void>();

export function setEditingShown(next: boolean): void {
  shown = next;
  try {
    if (next) sessionStore()?.removeItem(editingHiddenKey);
    else sessionStore()?.setItem(editingHiddenKey, '1');
  } catch {
    // Blocked storage: the switch still holds until the next page load.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the editor wants the Edit buttons (the default); every text follows the switch. */
export function useEditingShown(): boolean {
  return useSyncExternalStore(subscribe, () => shown);
}
