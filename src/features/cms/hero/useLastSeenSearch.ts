import { useLayoutEffect, useState } from 'react';
import type { LastSeenSearch } from '../../../api/types';
import { readLastSeenSearch } from '../../search';

/**
 * The visitor's stored last-seen search (spec 1 §3), read on the client once mounted and again
 * whenever another tab stores a new one. Read before the first paint, so the slider never shows
 * a count of slides that changes a moment later.
 */
export function useLastSeenSearch(): LastSeenSearch | null {
  const [search, setSearch] = useState<LastSeenSearch | null>(null);
  useLayoutEffect(() => {
    const read = () => setSearch(readLastSeenSearch(Date.now()));
    read();
    window.addEventListener('storage', read);
    return () => window.removeEventListener('storage', read);
  }, []);
  return search;
}
