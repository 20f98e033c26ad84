import type {
  DepartureAirport,
  DepartureAirportsResponse,
  DepartureGroup,
  DepartureGroupKey,
} from '../../../api/types';

/** Departure airport rules (docs/rules/search.md, "Departure airports"), free of React. */

export const defaultMaxAirports = 5;
export const airportsPerColumn = 10;

/** A block of the flyout: a country, or one of Germany's region groups (its own checkbox). */
export type DepartureSection =
  | { kind: 'country'; code: string; name: string; airports: DepartureAirport[] }
  | { kind: 'group'; group: DepartureGroup; name: string; airports: DepartureAirport[] };

/** Items split into columns of `perColumn`, filled top to bottom. */
export function toColumns<T>(items: readonly T[], perColumn = airportsPerColumn): T[][] {
  const size = Math.max(1, Math.trunc(perColumn));
  const columns: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    columns.push(items.slice(start, start + size));
  }
  return columns;
}

export function dedupeAirports(airports: readonly DepartureAirport[]): DepartureAirport[] {
  const seen = new Set<string>();
  return airports.filter((a) => !seen.has(a.tlc) && Boolean(seen.add(a.tlc)));
}

/**
 * Countries in the response's order; Germany's airports appear in their region groups instead
 * (in the groups' order). A German airport no group names still shows under Germany itself.
 */
export function departureSections(response: DepartureAirportsResponse): DepartureSection[] {
  return response.countries.flatMap((country): DepartureSection[] => {
    const airports = dedupeAirports(country.children);
    const { code, name } = country;
    const groups = response.groups.filter((g) => g.countryCode === code);
    if (groups.length === 0) return [{ kind: 'country', code, name, airports }];
    const grouped = new Set(groups.flatMap((g) => g.airportCodes));
    const groupSections = groups.map((group): DepartureSection => ({
      kind: 'group',
      group,
      name: group.name,
      airports: airports.filter((a) => group.airportCodes.includes(a.tlc)),
    }));
    const rest = airports.filter((a) => !grouped.has(a.tlc));
    return rest.length > 0
      ? [...groupSections, { kind: 'country', code, name, airports: rest }]
      : groupSections;
  });
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * Sections reduced to the airports matching a typed query by code or name; a query naming the
 * country or region ('Spain', 'North') keeps the whole section. Empty sections are left out.
 */
export function filterSections(
  sections: readonly DepartureSection[],
  query: string,
): DepartureSection[] {
  const wanted = fold(query.trim());
  if (!wanted) return [...sections];
  return sections.flatMap((section) => {
    const sectionNames = [section.name, section.kind === 'group' ? section.group.key : ''];
    if (sectionNames.some((name) => fold(name).includes(wanted))) return [section];
    const airports = section.airports.filter(
      (a) => fold(a.tlc).includes(wanted) || fold(a.name).includes(wanted),
    );
    return airports.length > 0 ? [{ ...section, airports }] : [];
  });
}

const isFullySelected = (group: DepartureGroup, selected: ReadonlySet<string>) =>
  group.airportCodes.length > 0 && group.airportCodes.every((code) => selected.has(code));

/** Reported on close: airport codes, with a fully chosen group as its key. */
export function toReportedCodes(
  selectedTlcs: readonly string[],
  groups: readonly DepartureGroup[],
): string[] {
  const selected = new Set(selectedTlcs);
  const reported: string[] = [];
  for (const tlc of selected) {
    const group = groups.find((g) => g.airportCodes.includes(tlc) && isFullySelected(g, selected));
    const code = group ? group.key : tlc;
    if (!reported.includes(code)) reported.push(code);
  }
  return reported;
}

/** Reported codes back to airport codes: group keys expand, duplicates go. */
export function fromReportedCodes(
  codes: readonly string[],
  groups: readonly DepartureGroup[],
): string[] {
  const expanded = codes.flatMap(
    (code) => groups.find((g) => g.key === code)?.airportCodes ?? [code],
  );
  return [...new Set(expanded)];
}

export type GroupState = 'all' | 'some' | 'none';

export function groupState(selectedTlcs: readonly string[], group: DepartureGroup): GroupState {
  const chosen = group.airportCodes.filter((code) => selectedTlcs.includes(code)).length;
  if (chosen === 0) return 'none';
  return chosen === group.airportCodes.length ? 'all' : 'some';
}

/**
 * The limit counts reported codes, so a full group is one choice: a region such as Germany West
 * with six airports can still be chosen under a limit of five.
 */
export function fitsLimit(
  selectedTlcs: readonly string[],
  groups: readonly DepartureGroup[],
  max = defaultMaxAirports,
): boolean {
  return toReportedCodes(selectedTlcs, groups).length <= max;
}

export function toggleAirport(selectedTlcs: readonly string[], tlc: string): string[] {
  return selectedTlcs.includes(tlc)
    ? selectedTlcs.filter((code) => code !== tlc)
    : [...selectedTlcs, tlc];
}

/** A fully chosen group is cleared; a partly chosen or empty one is completed. */
export function toggleGroup(selectedTlcs: readonly string[], group: DepartureGroup): string[] {
  if (groupState(selectedTlcs, group) === 'all') {
    return selectedTlcs.filter((code) => !group.airportCodes.includes(code));
  }
  return [...new Set([...selectedTlcs, ...group.airportCodes])];
}

export function sameCodes(a: readonly string[], b: readonly string[]): boolean {
  const setA = new Set(a);
  const setB = new Set(b);
  return setA.size === setB.size && [...setA].every((code) => setB.has(code));
}

export function isGroupKey(code: string): code is DepartureGroupKey {
  return code === 'North' || code === 'South' || code === 'West' || code === 'East';
}
