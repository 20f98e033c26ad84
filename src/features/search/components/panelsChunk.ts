import { loadChunk, loadOnce } from '../../../lib/chunks';

/** What the panels' chunk provides. */
export type SearchPanels = typeof import('./panels');

const loadPanels = loadChunk(() => import(/* webpackChunkName: "search-panels" */ './panels'));

let loaded: SearchPanels | undefined;

/**
 * Fetches the panels' chunk once for every field of every mask on the page. A failed download (a
 * flaky connection) is forgotten, so the next intent or opening tries again.
 */
export const loadSearchPanels: () => Promise<SearchPanels> = loadOnce(() =>
  loadPanels().then((module) => (loaded = module)),
);

/**
 * The panels once their chunk is in: a field mounted after that (another mask, a resize to the
 * other layout) opens its panel at once, without a round through the loader.
 */
export function loadedSearchPanels(): SearchPanels | undefined {
  return loaded;
}
