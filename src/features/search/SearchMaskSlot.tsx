import { Suspense } from 'react';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { lazyChunk } from '../../lib/chunks';
import { afterPageQuiet } from '../../lib/pageQuiet';

// The mask (with its flyouts' frame) is its own chunk. Above a result list or a hotel it loads
// once the page has shown its content: a phone's first paint there is the first hotel, and the
// mask's chunk and its airport and destination lists would share the network and main thread
// with it. Elsewhere (the homepage, where searching is what the page is for) it loads at once.
// Whichever page asks first decides; later pages find it loaded.
let firstAskWaits: boolean | undefined;

const SearchMask = lazyChunk(
  () =>
    import(/* webpackChunkName: "search-mask" */ './components/SearchMask').then((module) => ({
      default: module.SearchMask,
    })),
  { after: () => (firstAskWaits ? afterPageQuiet() : Promise.resolve()) },
);

/**
 * The search mask, with a placeholder of its height while its chunk loads (no layout shift).
 * `afterContent`: on a page whose first content is something else, it loads after that content.
 */
export function SearchMaskSlot({ afterContent = false }: { afterContent?: boolean }) {
  firstAskWaits ??= afterContent;
  // Without its chunk the page still shows its content; the header search remains.
  return (
    <ErrorBoundary fallback={null}>
      <Suspense
        fallback={
          // As tall as the mask at each width (the shell's stylesheet). Busy while the chunk
          // loads: a take-over from an HTML snapshot swaps only once the mask itself is in.
          <div className="hs-search-slot" aria-hidden="true" aria-busy="true" />
        }
      >
        <SearchMask />
      </Suspense>
    </ErrorBoundary>
  );
}
