/** Partial catalogue: every id missing here falls back to English (src/i18n/loadCatalogue.ts). */
const catalogue: Record<string, string> = {};
export default catalogue;
