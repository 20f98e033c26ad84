import type {
  CascadeColumn,
  CascadeOption,
  CascadeSelection,
  DepartureGroup,
  Offer,
} from '../../../../api/types';

/** The hotel cascade narrows column by column (docs/rules/hotel.md, "The cascade"). */
export const cascadeColumns: readonly CascadeColumn[] = ['los', 'airports', 'months', 'dates'];

export function nextColumn(column: CascadeColumn): CascadeColumn | null {
  return cascadeColumns[cascadeColumns.indexOf(column) + 1] ?? null;
}

/** Which selection field a column sets. */
const fieldOf = { los: 'los', airports: 'airport', months: 'month', dates: 'date' } as const;

/** The selection after choosing `value` in `column`: earlier choices kept, later ones dropped. */
export function chooseInColumn(
  selection: CascadeSelection,
  column: CascadeColumn,
  value: string,
): CascadeSelection {
  const next: CascadeSelection = {};
  for (const each of cascadeColumns.slice(0, cascadeColumns.indexOf(column))) {
    const field = fieldOf[each];
    if (selection[field] !== undefined) Object.assign(next, { [field]: selection[field] });
  }
  return column === 'los' ? { ...next, los: Number(value) } : { ...next, [fieldOf[column]]: value };
}

/** The value a selection holds for a column, as the column's options carry it. */
export function selectedValue(selection: CascadeSelection, column: CascadeColumn): string | null {
  const value = selection[fieldOf[column]];
  return value === undefined ? null : String(value);
}

/** The cascade showing an offer: its stay length, airport, month and day. */
export function selectionOfOffer(offer: Offer): CascadeSelection {
  return {
    los: offer.lengthOfStay,
    airport: offer.departureAirport.code,
    month: offer.departureDate.slice(0, 7),
    date: offer.departureDate,
  };
}

/**
 * When the airport list loads while the last selected cascade column is the stay-length one and
 * preselected departure airports exist, the cheapest offer at those airports is auto-selected
 * (docs/rules/hotel.md, "The cascade"). Returns that airport's option, or null when the rule does
 * not apply (or none of the preselected airports is offered).
 */
export function autoSelectedAirport(
  options: readonly CascadeOption[],
  lastSelectedColumn: CascadeColumn | null,
  preselectedAirports: readonly string[],
): CascadeOption | null {
  if (lastSelectedColumn !== 'los' || preselectedAirports.length === 0) return null;
  let cheapest: CascadeOption | null = null;
  for (const option of options) {
    if (!option.available || !preselectedAirports.includes(option.value)) continue;
    if (!cheapest || option.perPersonAmount < cheapest.perPersonAmount) cheapest = option;
  }
  return cheapest;
}

const groupKeys: readonly string[] = ['North', 'South', 'West', 'East'];

/** Whether searched departure codes hold a German region key ('North', ...) besides airports. */
export const hasRegionKeys = (codes: readonly string[]) =>
  codes.some((code) => groupKeys.includes(code));

/**
 * The searched departure codes as airports: a German region key of the departure flyout stands for
 * its airports, so the auto-selection finds them among the cascade's airports.
 */
export function expandRegionKeys(
  codes: readonly string[],
  groups: readonly DepartureGroup[],
): string[] {
  const airports = codes.flatMap((code) => {
    if (!groupKeys.includes(code)) return [code];
    return groups.find((group) => group.key === code)?.airportCodes ?? [];
  });
  return [...new Set(airports)];
}
