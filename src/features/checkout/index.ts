/** The checkout's public face: the route chunks compose these. */
export { ProcessingPage } from './outcome/ProcessingPage';
export { OutcomePage } from './outcome/OutcomePage';
export { ExtrasPage } from './steps/ExtrasPage';
export { PaymentPage } from './steps/PaymentPage';
export { TravellersPage } from './steps/TravellersPage';
