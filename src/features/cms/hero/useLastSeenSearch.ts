import { useLayoutEffect, useState } from 'react';
import type { LastSeenSearch } from '../../../api/types';
import { onLastSeenSearchStored, readLastSeenSearch } from '../../search';

/**
 * The visitor's stored last-seen search (docs/rules/search-mask.md, "The last-seen search"), read
 * on the client once mounted and again whenever a new one is stored, in this tab (a page kept
 * through a route transition) or in another. Read before the first paint, so the slider never
 * shows a count of slides that changes a moment later.
 */
export function useLastSeenSearch(): LastSeenSearch | null {
  const [search, setSearch] = useState<LastSeenSearch | null>(null);
  useLayoutEffect(() => {
    const read = () => setSearch(readLastSeenSearch(Date.now()));
    read();
    return onLastSeenSearchStored(read);
  }, []);
  return search;
}
