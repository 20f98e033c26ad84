/** A run of left-out page numbers, shown as an ellipsis. */
export const pageGap = 'gap' as const;

export interface PageWindowOptions {
  /** Pages always shown at each end. */
  margin: number;
  /** Pages of the moving window around the current one. */
  range: number;
}

/**
 * Destination page pagination: range 2 with 1 margin page (docs/rules/content-pages.md, "Page
 * numbers and pagination").
 */
export const seoPagination: PageWindowOptions = { margin: 1, range: 2 };

/**
 * The page numbers to offer: `margin` pages at each end and a window of `range` pages on either
 * side of the current one (as react-paginate counts its range: half before, half after the
 * current page), with a gap wherever pages are left out: 1 … 4 5 6 … 20.
 */
export function pageWindow(
  page: number,
  pageCount: number,
  { margin, range }: PageWindowOptions = seoPagination,
): (number | typeof pageGap)[] {
  const before = Math.floor(range / 2);
  const after = range - before;
  const current = Math.min(Math.max(1, page), pageCount);
  const shown = (n: number) =>
    n <= margin || n > pageCount - margin || (n >= current - before && n <= current + after);
  const result: (number | typeof pageGap)[] = [];
  for (let n = 1; n <= pageCount; n += 1) {
    if (shown(n)) result.push(n);
    else if (result.at(-1) !== pageGap) result.push(pageGap);
  }
  return result;
}
