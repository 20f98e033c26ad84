import cmsEditing from './cms-editing.json';

/** The inline editing texts: they come with the editing chunk, which only CMS editors load. */
const catalogue: Record<string, string> = { ...cmsEditing };
export default catalogue;
