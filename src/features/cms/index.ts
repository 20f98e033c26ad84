/** The CMS feature's public face: a CMS page and the slot of a page's modules. */
export { CmsPageView } from './components/CmsPageView';
export { PageModulesSlot } from './components/PageModulesSlot';
