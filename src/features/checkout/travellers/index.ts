export { TravellersForm, type TravellersFormProps } from './TravellersForm';
export { clearTravellerDraft } from './travellerDraft';
export { toSetInfoData, initialTravellerValues, type TravellersCart } from './setInfoData';
export { billingCountries } from './travellerValues';
