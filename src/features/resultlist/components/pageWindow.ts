/** A gap between page numbers, shown as an ellipsis. */
export const gap = 'gap' as const;

/**
 * The page numbers to offer: first, last and the neighbours of the current page, with gaps
 * where pages are left out, e.g. 1 … 4 5 6 … 20. Short lists show every page.
 */
export function pageWindow(page: number, pageCount: number): (number | typeof gap)[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const shown = new Set([1, pageCount, page - 1, page, page + 1]);
  const pages = [...shown].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const result: (number | typeof gap)[] = [];
  for (const n of pages) {
    const previous = result[result.length - 1];
    if (typeof previous === 'number' && n - previous === 2) result.push(n - 1);
    else if (typeof previous === 'number' && n - previous > 2) result.push(gap);
    result.push(n);
  }
  return result;
}
