import shellBundled from './catalogues/en/shell-bundled.json';
import type { Catalogue } from './loadCatalogue';

/**
 * The shell's essential texts in English (skip link, header, footer label, not-found page, the
 * messages of parts that could not load), bundled with the code: what the shop shows when its
 * language catalogue cannot be loaded, so it starts readable (docs/rules/failures.md). They are
 * kept in a file of their own (shell-bundled.json) so the code carries only these; the English
 * catalogue's chunk then leaves them out, as the code already has them.
 */
export const fallbackMessages: Catalogue = shellBundled;
