/** The SEO feature's public face: what the SEO route modules compose. */
export { SeoDestinationPage } from './SeoDestinationPage';
export { SeoGlossaryPage } from './SeoGlossaryPage';
