/** The checkout's public face: the route chunks compose these. */
export { ProcessingPage } from './outcome/ProcessingPage';
export { OutcomePage } from './outcome/OutcomePage';
export { ExtrasPage } from './steps/ExtrasPage';
export { PaymentPage } from './steps/PaymentPage';
export { TravellersPage } from './steps/TravellersPage';

/** What the gift-voucher checkout shares with the booking checkout. */
export { CardFields } from './payment/cardFields/CardFields';
export type { CardFieldsHandle, CardSubmitResult } from './payment/cardFields/CardFields';
export { ThreeDsModal } from './payment/threeDs/ThreeDsModal';
export type { ThreeDsResult } from './payment/threeDs/threeDsResult';
export { newAttemptId, paymentVault } from './model/paymentVault';
export { browserRedirect } from './model/browserRedirect';
export {
  addressField,
  choiceField,
  contactFields,
  errorIds as formErrorIds,
  nameField,
  postcodeField,
} from './travellers/travellersSchema';
export { fieldLimits } from './travellers/fieldLimits';
export {
  birthDateFormat,
  birthDateIssue,
  maskBirthDate,
  readBirthDate,
} from './travellers/travellerRules';
export { genders, personTitles, regionOfCountry } from './travellers/travellerValues';
export { AddressFields, ContactFields, NameFields } from './travellers/components/PersonFields';
export { useChoiceOptions } from './travellers/components/useChoiceOptions';

/** What a booking charges, for every page that names it (docs/rules/checkout-prices.md). */
export { chargedAmount, priceBreakdown } from './model/chargedAmount';
export type { ChargedMoney, PriceBreakdown } from './model/chargedAmount';
export { selectChargedAmount, selectPriceBreakdown } from './model/chargedSelectors';
export { useChargedMoney } from './components/useChargedMoney';
export { prefetchRouteData } from './routeData';
export { answerMessage, bookingAnswerChecks, orNothing } from './model/answerChecks';
export { checkoutActions, checkoutSlice } from './checkoutSlice';
