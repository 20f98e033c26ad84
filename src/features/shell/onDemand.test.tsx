import { useEffect, useRef, type ComponentType } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ChunkBoundary } from './ChunkBoundary';
import { useOnDemand, useRequestWhenSeen } from './onDemand';
import { Boundary, StillLoading } from '../../testing/stillLoading';

function Loader({ load, inBoundary }: { load: () => Promise<string>; inBoundary?: boolean }) {
  const [value, request] = useOnDemand(load, { inBoundary });
  return (
    <button type="button" onClick={request}>
      {value ?? 'not loaded'}
    </button>
  );
}

describe('useOnDemand', () => {
  it('loads once however often it is asked, and shows what came', async () => {
    const load = jest.fn(() => Promise.resolve('loaded'));
    render(<Loader load={load} />);
    expect(load).not.toHaveBeenCalled();
    const button = screen.getByRole('button');
    await userEvent.click(button);
    await userEvent.click(button);
    expect(await screen.findByRole('button', { name: 'loaded' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws what came at transition priority: what is on screen stays until it can be drawn', async () => {
    const load = jest.fn(() => Promise.resolve<ComponentType>(StillLoading));
    function Part() {
      const [Loaded, request] = useOnDemand(load);
      useEffect(() => request(), [request]);
      return Loaded ? <Loaded /> : <p>stand-in</p>;
    }
    render(
      <Boundary>
        <Part />
      </Boundary>,
    );
    await act(async () => {
      await load.mock.results[0]?.value;
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('stand-in')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).toBeNull();
  });

  it('tries again on the next request after a failed load', async () => {
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('chunk lost'))
      .mockResolvedValueOnce('second try');
    render(<Loader load={load} />);
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('not loaded');
    await userEvent.click(screen.getByRole('button'));
    expect(await screen.findByRole('button', { name: 'second try' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('in a boundary, says so in its place after a failed load, and loads at once on Try again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('chunk lost'))
      .mockResolvedValueOnce('second try');
    renderWithProviders(
      <ChunkBoundary size="inline" part="shell.part.search">
        <Loader load={load} inBoundary />
      </ChunkBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'not loaded' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Search could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // No second press of the part itself: the visitor has asked for it already.
    expect(await screen.findByRole('button', { name: 'second try' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('useRequestWhenSeen', () => {
  let callback: IntersectionObserverCallback | undefined;
  const observed: Element[] = [];
  beforeEach(() => {
    callback = undefined;
    observed.length = 0;
    window.IntersectionObserver = jest.fn((cb: IntersectionObserverCallback) => {
      callback = cb;
      return {
        observe: (element: Element) => observed.push(element),
        disconnect: () => undefined,
      };
    }) as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    delete (window as Partial<typeof window>).IntersectionObserver;
  });

  function Seen({ request }: { request: () => void }) {
    const ref = useRef<HTMLDivElement>(null);
    useRequestWhenSeen(ref, request);
    return <div ref={ref}>footer</div>;
  }

  const intersect = (isIntersecting: boolean) =>
    act(() =>
      callback?.([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver),
    );

  it('watches the element only once the visitor scrolls, and asks when it comes near', () => {
    const request = jest.fn();
    render(<Seen request={request} />);
    // A loading page whose footer shows under a loader: nothing is watched yet.
    expect(observed).toHaveLength(0);
    fireEvent.scroll(window);
    expect(observed).toEqual([screen.getByText('footer')]);
    intersect(false);
    expect(request).not.toHaveBeenCalled();
    intersect(true);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('counts a key press as looking too', () => {
    const request = jest.fn();
    render(<Seen request={request} />);
    fireEvent.keyDown(window, { key: 'Tab' });
    intersect(true);
    expect(request).toHaveBeenCalledTimes(1);
  });
});
