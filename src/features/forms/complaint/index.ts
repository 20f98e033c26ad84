/** The complaint form's public face: the route composes the page. */
export { ComplaintFormPage } from './ComplaintFormPage';
