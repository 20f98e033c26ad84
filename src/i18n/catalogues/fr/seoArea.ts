import seo from './seo.json';

/** The destination content pages' and the glossary's messages, loaded with their routes. */
const catalogue: Record<string, string> = { ...seo };
export default catalogue;
