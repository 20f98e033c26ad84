import complaint from './complaint.json';

/** The complaint form's messages, loaded with the form (its route and its CMS module). */
const catalogue: Record<string, string> = { ...complaint };
export default catalogue;
