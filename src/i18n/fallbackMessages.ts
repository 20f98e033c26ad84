import shell from './catalogues/en/shell.json';
import type { Catalogue } from './loadCatalogue';

/**
 * The shell's own texts in English (header, footer, not-found page, the messages of parts that
 * could not load), bundled with the code: what the shop shows when its language catalogue cannot
 * be loaded, so it starts readable (docs/rules/failures.md). The English catalogue's chunk then
 * leaves these texts out, as the code already has them.
 */
export const fallbackMessages: Catalogue = shell;
