/**
 * The `malformed` fault: the handler does its work and answers 200, but in a shape the shop cannot
 * read, as a host with a broken serialiser would. Every `id` is left out and every number and
 * boolean arrives as a string: the cart without its checkout id, its status, totals and prices as
 * text, the poll's `finished` as "true", the page's `code` as "200".
 */
export function malform(value: unknown): unknown {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(malform);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).flatMap(([key, field]) =>
        key === 'id' ? [] : [[key, malform(field)]],
      ),
    );
  }
  return value;
}
