import type { AutocompleteOption, Destination } from '../../../api/types';
import type { SelectedDestination } from './searchTypes';

/**
 * At most 5 destinations, unless the mask runs in single-destination mode (docs/rules/search.md,
 * "Destinations").
 */
export const maxDestinations = 5;

export interface DestinationLimits {
  max?: number;
  /** Single-destination mode: a pick replaces the selection. */
  single?: boolean;
}

export function toSelectedDestination(
  node: Pick<Destination, 'id' | 'name' | 'type' | 'level'>,
): SelectedDestination {
  return { id: node.id, name: node.name, type: node.type, level: node.level };
}

export function optionToSelectedDestination(option: AutocompleteOption): SelectedDestination {
  const { id, type, level } = option.data;
  return { id, name: option.label, type, level };
}

/** Duplicates dropped by id (the first one wins), then cut to what the mode allows. */
function normalise(selection: readonly SelectedDestination[], limits: DestinationLimits) {
  const { max = maxDestinations, single = false } = limits;
  const seen = new Set<string>();
  const unique = selection.filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
  return unique.slice(0, single ? 1 : max);
}

/**
 * Adds `item`; a pick beyond the limit is refused (not pushed out the oldest one) so the visitor
 * decides what goes, and the flyout explains why nothing happened.
 */
export function addDestination(
  selection: readonly SelectedDestination[],
  item: SelectedDestination,
  limits: DestinationLimits = {},
): SelectedDestination[] {
  if (limits.single) return [item];
  const current = normalise(selection, limits);
  const full = current.length >= (limits.max ?? maxDestinations);
  if (full || current.some((chosen) => chosen.id === item.id)) return current;
  return [...current, item];
}

export function removeDestination(
  selection: readonly SelectedDestination[],
  id: string,
): SelectedDestination[] {
  return selection.filter((item) => item.id !== id);
}

/** Whether one more pick would be refused; never in single mode, where a pick replaces. */
export function isSelectionFull(
  selection: readonly SelectedDestination[],
  { max = maxDestinations, single = false }: DestinationLimits = {},
): boolean {
  return !single && selection.length >= max;
}

/** Every node of the tree, parents before their children. */
export function flattenTree(tree: readonly Destination[]): Destination[] {
  return tree.flatMap((node) => [node, ...flattenTree(node.children)]);
}

export function findInTree(tree: readonly Destination[], id: string): Destination | undefined {
  for (const node of tree) {
    if (node.id === id) return node;
    const found = findInTree(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/** The direct children of a top-level item; empty for an unknown id. */
export function childrenOf(tree: readonly Destination[], countryId: string): Destination[] {
  return tree.find((country) => country.id === countryId)?.children ?? [];
}

/** The top-level item (country) that holds `id`, or is it. */
export function countryOf(tree: readonly Destination[], id: string): Destination | undefined {
  return tree.find((country) => country.id === id || findInTree(country.children, id));
}

/**
 * When the selection is a single top-level item (a country), its children are
 * selected instead. The expansion must not break the limits: a country with more children than
 * the max (or more than one in single mode) stays selected as one item, which searches the whole
 * country, rather than being cut down to an arbitrary few of its regions.
 */
export function expandTopLevel(
  selection: readonly SelectedDestination[],
  tree: readonly Destination[],
  { max = maxDestinations, single = false }: DestinationLimits = {},
): SelectedDestination[] {
  const [only, ...others] = selection;
  const country = only && others.length === 0 ? tree.find((n) => n.id === only.id) : undefined;
  const children = country?.children ?? [];
  if (children.length === 0 || children.length > (single ? 1 : max)) return [...selection];
  return children.map(toSelectedDestination);
}

/** Order does not count: the same destinations picked in another order are no change. */
export function selectionChanged(
  initial: readonly SelectedDestination[],
  current: readonly SelectedDestination[],
): boolean {
  const before = new Set(initial.map((item) => item.id));
  const after = new Set(current.map((item) => item.id));
  return before.size !== after.size || [...after].some((id) => !before.has(id));
}

/**
 * What a closing flyout (or the mobile mask) reports: the draft with a lone country expanded,
 * or undefined when that is no change from the selection it opened with.
 */
export function selectionToReport(
  initial: readonly SelectedDestination[],
  draft: readonly SelectedDestination[],
  tree: readonly Destination[] | undefined,
  limits: DestinationLimits = {},
): SelectedDestination[] | undefined {
  const final = tree ? expandTopLevel(draft, tree, limits) : [...draft];
  return selectionChanged(initial, final) ? final : undefined;
}

/** Already-selected places are hidden; hotels stay, as they lead to their own page. */
export function visibleAutocompleteOptions(
  options: readonly AutocompleteOption[],
  selection: readonly SelectedDestination[],
): AutocompleteOption[] {
  const chosen = new Set(selection.map((item) => item.id));
  return options.filter((option) => option.data.type === 'hotel' || !chosen.has(option.data.id));
}

/** Case and accents ignored, so 'mal' finds 'Málaga' and 'turk' finds 'Türkei'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The flyout's filter: a node whose name matches keeps its whole subtree (typing a country shows
 * all of it); otherwise a node stays only as the parent of matching descendants.
 */
export function filterTree(tree: readonly Destination[], query: string): Destination[] {
  const needle = foldText(query.trim());
  if (needle === '') return [...tree];
  return tree.flatMap((node) => {
    if (foldText(node.name).includes(needle)) return [node];
    const children = filterTree(node.children, query);
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}

export interface TextSegment {
  text: string;
  match: boolean;
}

/**
 * `text` cut around the first place `query` occurs in it (case and accents ignored), so the
 * match can be emphasised as plain text: no markup is ever built from a server string.
 */
export function matchSegments(text: string, query: string): TextSegment[] {
  const needle = foldText(query.trim());
  // For each unit of the folded text, where its character sits in the original text.
  const starts: number[] = [];
  const ends: number[] = [];
  let folded = '';
  let offset = 0;
  for (const char of text) {
    const piece = foldText(char);
    for (let i = 0; i < piece.length; i += 1) {
      starts.push(offset);
      ends.push(offset + char.length);
    }
    folded += piece;
    offset += char.length;
  }
  const at = needle === '' ? -1 : folded.indexOf(needle);
  const from = starts[at];
  const to = ends[at + needle.length - 1];
  if (from === undefined || to === undefined) return text === '' ? [] : [{ text, match: false }];
  const segments = [
    { text: text.slice(0, from), match: false },
    { text: text.slice(from, to), match: true },
    { text: text.slice(to), match: false },
  ];
  return segments.filter((segment) => segment.text !== '');
}
