import { Suspense } from 'react';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { lazyChunk } from '../../app/chunks';

// The mask (with moment and the flyouts) is its own chunk, fetched in parallel with the page's
// content and prefetched on idle, so the route's first paint does not wait for it.
const SearchMask = lazyChunk(() =>
  import(
    /* webpackChunkName: "search-mask", webpackPrefetch: true */ './components/SearchMask'
  ).then((module) => ({ default: module.SearchMask })),
);

/** The search mask, with a placeholder of its height while its chunk loads (no layout shift). */
export function SearchMaskSlot() {
  // Without its chunk the page still shows its content; the header search remains.
  return (
    <ErrorBoundary fallback={null}>
      <Suspense
        fallback={
          // The mask's one row on wide screens (padding and its 42 px controls) and its margin.
          <div
            className="hs-search-slot"
            aria-hidden="true"
            style={{ minHeight: '4.75rem', marginBottom: '1.5rem' }}
          />
        }
      >
        <SearchMask />
      </Suspense>
    </ErrorBoundary>
  );
}
