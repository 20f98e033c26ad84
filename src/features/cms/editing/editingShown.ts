import { useSyncExternalStore } from 'react';

/** Whether the Edit buttons show, for this tab's session (the editor's switch). */
export const editingHiddenKey = 'hs_cms_editing_hidden';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();

function read(): boolean {
  return session()?.getItem(editingHiddenKey) !== '1';
}

export function setEditingShown(shown: boolean): void {
  try {
    if (shown) session()?.removeItem(editingHiddenKey);
    else session()?.setItem(editingHiddenKey, '1');
  } catch {
    // Blocked storage: the switch still works until the next page load.
  }
  hiddenWithoutStorage = !shown;
  listeners.forEach((listener) => listener());
}

// Where the switch stands when storage is blocked.
let hiddenWithoutStorage = false;

function snapshot(): boolean {
  return session() ? read() : !hiddenWithoutStorage;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the editor wants the Edit buttons (the default); every text follows the switch. */
export function useEditingShown(): boolean {
  return useSyncExternalStore(subscribe, snapshot);
}
