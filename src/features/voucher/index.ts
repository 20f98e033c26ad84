/** The gift-voucher checkout's public face: the route chunks compose these. */
export { VoucherCheckoutPage } from './VoucherCheckoutPage';
export { VoucherSuccessPage } from './VoucherSuccessPage';
export { voucherAnswerChecks } from './voucherAnswerChecks';
