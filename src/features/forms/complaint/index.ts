/** The complaint form's public face (spec 3 §2.1): the route composes the page. */
export { ComplaintFormPage } from './ComplaintFormPage';
