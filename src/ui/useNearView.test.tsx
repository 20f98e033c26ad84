import { act, render, screen } from '@testing-library/react';
import { drawsPending } from './pendingDraws';
import { useNearView } from './useNearView';
import { Boundary, StillLoading } from '../testing/stillLoading';

let report: IntersectionObserverCallback | undefined;
let margin: string | undefined;

class ReportingObserver {
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    report = callback;
    margin = options?.rootMargin;
  }
  observe() {}
  disconnect() {}
}

const comeIntoView = () =>
  act(() =>
    report?.([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
  );

function Part({ draw, margin: offset = 200 }: { draw: 'text' | 'lazy part'; margin?: number }) {
  const { ref, near } = useNearView<HTMLDivElement>(offset);
  return <div ref={ref}>{!near ? 'far' : draw === 'text' ? 'near' : <StillLoading />}</div>;
}

beforeEach(() => {
  (window as { IntersectionObserver?: unknown }).IntersectionObserver = ReportingObserver;
});
afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  report = undefined;
});

describe('useNearView', () => {
  it('turns true once the element comes within the margin, and stays so', () => {
    render(<Part draw="text" />);
    expect(margin).toBe('200px');
    expect(screen.getByText('far')).toBeInTheDocument();
    comeIntoView();
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('draws what comes into view at transition priority: what is on screen stays until it can be drawn', () => {
    render(
      <Boundary>
        <Part draw="lazy part" />
      </Boundary>,
    );
    comeIntoView();
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).toBeNull();
  });

  it('counts its draw as on its way until it is in the document, or the element goes', () => {
    const shown = render(<Part draw="text" />);
    expect(drawsPending()).toBe(false);
    comeIntoView();
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(drawsPending()).toBe(false);
    shown.unmount();

    const waiting = render(
      <Boundary>
        <Part draw="lazy part" />
      </Boundary>,
    );
    comeIntoView();
    // The lazy part is not here: the draw waits, and whoever waits for a still page with it.
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(drawsPending()).toBe(true);
    // A wider margin (the visitor scrolled) before the draw is in changes nothing about it.
    waiting.rerender(
      <Boundary>
        <Part draw="lazy part" margin={250} />
      </Boundary>,
    );
    expect(drawsPending()).toBe(true);
    waiting.unmount();
    expect(drawsPending()).toBe(false);
  });

  it('is true at once without an IntersectionObserver', () => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    render(<Part draw="text" />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
