import type { PrefixEntry, Quicklink } from '../../../api/types';

/** A glossary letter: one lowercase letter, as the route takes it. */
const letterPattern = /^[a-z]$/;

/**
 * The letters that have content, in alphabetical order without repeats, and the named
 * destinations of the chosen letter (docs/rules/content-pages.md, "The glossary").
 */
export function glossaryLetters(
  entries: readonly PrefixEntry[],
  prefix: string,
): { letters: string[]; destinations: Quicklink[] } {
  const letters = [
    ...new Set(
      entries
        .filter((entry) => entry.exists && letterPattern.test(entry.prefix))
        .map((entry) => entry.prefix),
    ),
  ].sort();
  const chosen = entries.find((entry) => entry.exists && entry.prefix === prefix);
  const destinations = (chosen?.destinations ?? []).filter((d) => d.name.trim() !== '');
  return { letters, destinations };
}
