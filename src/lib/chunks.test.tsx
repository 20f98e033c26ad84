import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/renderWithProviders';
import { ChunkBoundary } from '../features/shell';
import { lazyChunk, loadChunk, loadOnce, useChunkLoaded, type LazyChunk } from './chunks';

const chunkLost = () => new Error('Loading chunk 42 failed.');

/** A chunk whose first load fails on both attempts; the load after 'Try again' brings `module`. */
function lostUntilTryAgain<T>(module: T) {
  return jest
    .fn<Promise<T>, []>()
    .mockRejectedValueOnce(chunkLost())
    .mockRejectedValueOnce(chunkLost())
    .mockResolvedValue(module);
}

describe('loadChunk', () => {
  it('gives up with the error when the second attempt fails too', async () => {
    const load = jest.fn(() => Promise.reject(chunkLost()));
    await expect(loadChunk(load)()).rejects.toThrow('Loading chunk 42 failed.');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads on the second attempt after a failed first', async () => {
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(chunkLost())
      .mockResolvedValueOnce('module');
    await expect(loadChunk(load)()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not try again after a load that worked', async () => {
    const load = jest.fn(() => Promise.resolve('module'));
    await expect(loadChunk(load)()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('loadOnce', () => {
  it('shares one load among its callers and keeps what came', async () => {
    const load = jest.fn(() => Promise.resolve('rules'));
    const once = loadOnce(load);
    expect(await Promise.all([once(), once()])).toEqual(['rules', 'rules']);
    expect(await once()).toBe('rules');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next caller loads anew', async () => {
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('chunk lost'))
      .mockResolvedValueOnce('rules');
    const once = loadOnce(load);
    await expect(once()).rejects.toThrow('chunk lost');
    expect(await once()).toBe('rules');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('a lazy piece in a ChunkBoundary', () => {
  function Piece({ name }: { name: string }) {
    return <p>{`${name} is here`}</p>;
  }

  it('names the part that failed, and Try again loads and shows it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = lostUntilTryAgain({ default: Piece });
    const LazyPiece = lazyChunk(load);
    renderWithProviders(
      <>
        <ChunkBoundary size="inline" part="shell.header.mainNavigation">
          <Suspense fallback={<p>loading</p>}>
            <LazyPiece name="Navigation" />
          </Suspense>
        </ChunkBoundary>
        <p>The rest of the shop</p>
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Main navigation could not be loaded.',
    );
    expect(screen.getByText('The rest of the shop')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Navigation is here')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps the keyboard at the part after Try again: Tab goes on into what it brought back', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Links() {
      return <a href="/en-gb/summer">Summer</a>;
    }
    const load = lostUntilTryAgain({ default: Links });
    const LazyLinks = lazyChunk(load);
    renderWithProviders(
      <>
        <a href="/en-gb">Home</a>
        <ChunkBoundary size="inline" part="shell.header.mainNavigation">
          <Suspense fallback={null}>
            <LazyLinks />
          </Suspense>
        </ChunkBoundary>
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await screen.findByRole('link', { name: 'Summer' });
    expect(document.activeElement).not.toBe(document.body);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Summer' })).toHaveFocus();
  });

  it("puts the focus on the page's main region after a route's Try again", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = lostUntilTryAgain({ default: Piece });
    const LazyPage = lazyChunk(load);
    renderWithProviders(
      <main id="hs-main" tabIndex={-1}>
        <ChunkBoundary size="page">
          <Suspense fallback={null}>
            <LazyPage name="Page" />
          </Suspense>
        </ChunkBoundary>
      </main>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Page is here')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('shares one load between a preload and the render', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Piece }));
    const LazyPiece = lazyChunk(load);
    const preloaded = LazyPiece.preload();
    renderWithProviders(
      <Suspense fallback={<p>loading</p>}>
        <LazyPiece name="Page" />
      </Suspense>,
    );
    await preloaded;
    expect(await screen.findByText('Page is here')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gives a route a page-wide message with Try again and a reload, in German too', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const LazyPage = lazyChunk<typeof Piece>(() => Promise.reject(chunkLost()));
    renderWithProviders(
      <ChunkBoundary size="page">
        <Suspense fallback={null}>
          <LazyPage name="Page" />
        </Suspense>
      </ChunkBoundary>,
      { language: 'de' },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Dieser Teil der Seite konnte nicht geladen werden.');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seite neu laden' })).toBeInTheDocument();
  });

  it('shows a working stand-in instead of a message where the part has one', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const LazyCount = lazyChunk<typeof Piece>(() => Promise.reject(chunkLost()));
    renderWithProviders(
      <ChunkBoundary size="inline" standIn={<a href="/en-gb/favorites">Favourites</a>}>
        <Suspense fallback={null}>
          <LazyCount name="count" />
        </Suspense>
      </ChunkBoundary>,
    );
    expect(await screen.findByRole('link', { name: 'Favourites' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('useChunkLoaded', () => {
  function Piece({ name }: { name: string }) {
    return <p>{`${name} is here`}</p>;
  }

  /** The route view's way: the loader while the page's chunk loads, the page once it is in. */
  function Gate({ Page }: { Page: LazyChunk<{ name: string }> }) {
    return useChunkLoaded(Page) ? <Page name="Page" /> : <p>loading the page</p>;
  }

  it('draws the loader, then the piece, and never suspends for it', async () => {
    let arrive: (module: { default: typeof Piece }) => void = () => undefined;
    const LazyPage = lazyChunk(
      () => new Promise<{ default: typeof Piece }>((resolve) => (arrive = resolve)),
    );
    const suspended = jest.fn();
    function Suspended() {
      suspended();
      return null;
    }
    renderWithProviders(
      <Suspense fallback={<Suspended />}>
        <Gate Page={LazyPage} />
      </Suspense>,
    );
    expect(screen.getByText('loading the page')).toBeInTheDocument();
    arrive({ default: Piece });
    expect(await screen.findByText('Page is here')).toBeInTheDocument();
    expect(screen.queryByText('loading the page')).not.toBeInTheDocument();
    expect(suspended).not.toHaveBeenCalled();
  });

  it('draws a piece that is in already at once', async () => {
    const LazyPage = lazyChunk(() => Promise.resolve({ default: Piece }));
    await LazyPage.preload();
    renderWithProviders(<Gate Page={LazyPage} />);
    expect(screen.getByText('Page is here')).toBeInTheDocument();
  });

  it('throws a failed load to its ChunkBoundary, whose Try again brings the piece', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const LazyPage = lazyChunk(lostUntilTryAgain({ default: Piece }));
    renderWithProviders(
      <ChunkBoundary size="page">
        <Gate Page={LazyPage} />
      </ChunkBoundary>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Page is here')).toBeInTheDocument();
  });
});
