import type { GalleryDestination } from '../../../api/types';

export interface CountryGroup {
  /** The country's name as the server gave it; '' collects cards without one. */
  country: string;
  destinations: GalleryDestination[];
}

/**
 * Cards grouped under their country: countries A to Z in the visitor's language, the cards of a
 * country A to Z too, and cards without a country last, so a long gallery reads like an atlas.
 */
export function groupByCountry(
  destinations: readonly GalleryDestination[],
  intlLocale: string,
): CountryGroup[] {
  const collator = new Intl.Collator(intlLocale, { sensitivity: 'base' });
  const groups = new Map<string, GalleryDestination[]>();
  for (const destination of destinations) {
    const country = destination.countryName.trim();
    groups.set(country, [...(groups.get(country) ?? []), destination]);
  }
  return [...groups]
    .map(([country, cards]) => ({
      country,
      destinations: [...cards].sort(
        (a, b) => collator.compare(a.name, b.name) || a.id.localeCompare(b.id),
      ),
    }))
    .sort((a, b) => {
      if (!a.country || !b.country) return a.country ? -1 : b.country ? 1 : 0;
      return collator.compare(a.country, b.country) || (a.country < b.country ? -1 : 1);
    });
}
