import type {
  AncillaryGroup,
  AncillaryType,
  ExtraOption,
  TransferOption,
} from '../../../api/types';

/** The advertised lowest transfer price while none is priced, in the hub currency. */
export const transferFromAmount = { value: 90, currency: 'EUR' } as const;

/** Types of which the cart holds one option at most: a new choice replaces the old one. */
export const singleChoiceTypes: readonly AncillaryType[] = ['transfer', 'insurance', 'rentalCar'];

export type ExtraGroup = Extract<AncillaryGroup, { options: ExtraOption[] }>;
export type TransferGroup = Extract<AncillaryGroup, { type: 'transfer' }>;

export function isTransferGroup(group: AncillaryGroup): group is TransferGroup {
  return group.type === 'transfer';
}

export interface SkipContext {
  hasError: boolean;
  hasOfferChange: boolean;
}

/**
 * After the options load, the extras step is skipped when they are empty or only insurance
 * (insurance alone is no reason to stop the visitor here); an error or an offer change keeps the visitor here so
 * they see it (docs/rules/checkout.md, "When the extras step is skipped").
 */
export function shouldSkipExtras(
  ancillaries: readonly AncillaryGroup[],
  { hasError, hasOfferChange }: SkipContext,
): boolean {
  if (hasError || hasOfferChange) return false;
  return ancillaries.every((group) => group.type === 'insurance' || group.options.length === 0);
}

/** The selected options of every extra (transfers excluded). */
export function selectedExtras(groups: readonly AncillaryGroup[]): ExtraOption[] {
  return groups.flatMap((group) =>
    isTransferGroup(group) ? [] : group.options.filter((option) => option.selected),
  );
}

/**
 * Choosing a transfer removes a selected rental car (the server drops it); true when the 'Rental
 * car has been removed' notice is due (docs/rules/checkout.md, "A transfer removes the rental
 * car").
 */
export function rentalCarRemovedBy(
  transferChoice: string | null,
  selected: readonly Pick<ExtraOption, 'type' | 'selected'>[],
): boolean {
  return (
    transferChoice !== null &&
    selected.some((option) => option.type === 'rentalCar' && option.selected)
  );
}

/** The refIds to send when one option is added or removed, keeping the rest of its type. */
export function toggledRefIds(group: ExtraGroup, refId: string): string[] {
  const chosen = group.options.filter((option) => option.selected).map((option) => option.refId);
  if (chosen.includes(refId)) return chosen.filter((id) => id !== refId);
  return singleChoiceTypes.includes(group.type) ? [refId] : [...chosen, refId];
}

export interface Amount {
  value: number;
  currency: string;
}

function optionAmount(option: TransferOption | ExtraOption, currency: string): Amount {
  return 'transfer' in option
    ? option.transfer.amount
    : { value: option.service.price.amount, currency };
}

/**
 * The lowest price of a type ('from …'), or null without options. Extras are priced in the
 * cart's currency; transfers carry their own.
 */
export function fromPrice(group: AncillaryGroup, currency: string): Amount | null {
  const amounts = group.options.map((option) => optionAmount(option, currency));
  if (amounts.length === 0) return null;
  return amounts.reduce((lowest, amount) => (amount.value < lowest.value ? amount : lowest));
}

/** The transfer teaser's 'from' price: the lowest offered, else the advertised 90 EUR. */
export function transferFromPrice(group: TransferGroup | undefined): Amount {
  return (group && fromPrice(group, transferFromAmount.currency)) ?? transferFromAmount;
}

/** What the chosen transfer and extras add to the price, rounded to cents. */
export function selectedTotal(groups: readonly AncillaryGroup[]): number {
  const cents = groups.reduce((sum, group) => {
    if (isTransferGroup(group)) {
      const chosen = group.options.find((option) => option.refId === group.selectedRefId);
      return sum + Math.round((chosen?.transfer.amount.value ?? 0) * 100);
    }
    return group.options.reduce(
      (inner, option) =>
        inner + (option.selected ? Math.round(option.service.price.amount * 100) : 0),
      sum,
    );
  }, 0);
  return cents / 100;
}
