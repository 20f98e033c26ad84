/**
 * Navigation sub-links are split into columns of 10
 * (docs/rules/shell-and-routes.md, "The main navigation").
 */
export const linksPerColumn = 10;

/** The items in order, in columns of `size`; the last column may be shorter. */
export function inColumns<T>(items: readonly T[], size = linksPerColumn): T[][] {
  const columns: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    columns.push(items.slice(start, start + size));
  }
  return columns;
}
