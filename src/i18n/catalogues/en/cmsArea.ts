import cms from './cms.json';

/** The CMS modules' messages: they come with the landing pages' route chunk, not every page. */
const catalogue: Record<string, string> = { ...cms };
export default catalogue;
