/** One entry of a list search engines read: its name and its absolute address. */
export interface ListEntry {
  name: string;
  url: string;
}

/**
 * A schema.org ItemList of the entries a page lists (hotels of a destination page, destinations of
 * a glossary letter), numbered from `firstPosition` so page 2 of a list goes on where page 1 ended.
 * Null without entries: an empty list tells search engines nothing.
 */
export function itemList(entries: readonly ListEntry[], firstPosition = 1): object | null {
  if (!entries.length) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: entries.map((entry, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      name: entry.name,
      url: entry.url,
    })),
  };
}
