/** The forms' public face: the complaint page, and the forms that CMS modules load. */
export { ComplaintFormPage } from './complaint';

/** The newsletter forms as CMS modules: one chunk with Formik and their saga. */
export const importNewsletterModule = () =>
  import(/* webpackChunkName: "cms-newsletter" */ './newsletter/components/NewsletterModule');
/** The complaint form as a CMS module, in the complaint route's chunk. */
export const importComplaintFormModule = () =>
  import(/* webpackChunkName: "route-complaint_form" */ './complaint/ComplaintFormModuleView');
