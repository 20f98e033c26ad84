/**
 * The page number comes from the `page` query as an absolute value, falling back to 1 if invalid
 * or zero. Fractions count as their whole part ('2.5' is page 2) (docs/rules/content-pages.md,
 * "Page numbers and pagination").
 */
export function pageFromQuery(value: string | null | undefined): number {
  const page = Math.floor(Math.abs(Number(value ?? '')));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** Page 1 omits the `page` query parameter: one address per page. */
export function pageQueryValue(page: number): string | undefined {
  return page > 1 ? String(page) : undefined;
}
