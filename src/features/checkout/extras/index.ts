export { ExtrasStep, type ExtrasStepProps } from './components/ExtrasStep';
export type { LoadRentalCarConditions, RentalCarCondition } from './components/RentalCarConditions';
export type { OfferFlights } from './components/LuggageModal';
export {
  rentalCarRemovedBy,
  selectedExtras,
  selectedTotal,
  shouldSkipExtras,
  fromPrice,
  transferFromPrice,
  transferFromAmount,
  type SkipContext,
} from './extrasRules';
