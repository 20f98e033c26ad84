import newsletter from './newsletter.json';

/** The newsletter forms' messages, loaded with their CMS modules' chunk. */
const catalogue: Record<string, string> = { ...newsletter };
export default catalogue;
