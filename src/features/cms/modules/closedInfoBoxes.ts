import type { AncillariesInfoModule } from '../../../api/types';
import { localStore } from '../../../lib/browserStorage';

/** Where closed ancillaries info boxes are remembered (module id and content, nothing personal). */
export const closedInfoBoxesKey = 'hs_closed_info_boxes';
const maxRemembered = 50;

/** A box is the same box while its id and texts are: a box the CMS rewrites shows again. */
export function infoBoxKey(module: Pick<AncillariesInfoModule, 'id' | 'infos'>): string {
  const text = JSON.stringify(module.infos);
  let hash = 5381;
  for (let i = 0; i < text.length; i += 1) hash = (hash * 33 + text.charCodeAt(i)) >>> 0;
  return `${module.id}:${hash.toString(36)}`;
}

function readClosed(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStore()?.getItem(closedInfoBoxesKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

export function isInfoBoxClosed(key: string): boolean {
  return readClosed().includes(key);
}

/**
 * The box stays away once closed, on later pages and visits too (docs/rules/cms-modules.md,
 * "Ancillaries info box").
 */
export function rememberInfoBoxClosed(key: string): void {
  const keys = [...readClosed().filter((k) => k !== key), key].slice(-maxRemembered);
  try {
    localStore()?.setItem(closedInfoBoxesKey, JSON.stringify(keys));
  } catch {
    // Blocked or full storage: the box only closes for this page.
  }
}
