import { act, render, screen } from '@testing-library/react';
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

function Part({ draw }: { draw: 'text' | 'lazy part' }) {
  const { ref, near } = useNearView<HTMLDivElement>(200);
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

  it('is true at once without an IntersectionObserver', () => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    render(<Part draw="text" />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
