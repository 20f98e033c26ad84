export { TravellersForm, type TravellersFormProps } from './TravellersForm';
export { clearTravellerDraft } from './travellerDraft';
export {
  toSetInfoData,
  initialTravellerValues,
  withIdentityToken,
  type TravellersCart,
} from './setInfoData';
export { billingCountries } from './travellerValues';
