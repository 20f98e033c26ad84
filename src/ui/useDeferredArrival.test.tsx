import { render, screen } from '@testing-library/react';
import { useDeferredArrival } from './useDeferredArrival';
import { Boundary, StillLoading } from '../testing/stillLoading';

function Area({ value, lazy = false }: { value?: string | null; lazy?: boolean }) {
  const drawn = useDeferredArrival(value);
  if (drawn === undefined) return <p>waiting</p>;
  return lazy ? <StillLoading /> : <p>{drawn}</p>;
}

describe('useDeferredArrival', () => {
  it('gives the value once it has arrived, and a new one at once', () => {
    const { rerender } = render(<Area value={null} />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    rerender(<Area value="first" />);
    expect(screen.getByText('first')).toBeInTheDocument();
    rerender(<Area value="second" />);
    expect(screen.getByText('second')).toBeInTheDocument();
    rerender(<Area value={undefined} />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
  });

  it('draws the arrival at transition priority: what is on screen stays until it can be drawn', () => {
    const { rerender } = render(
      <Boundary>
        <Area value={null} lazy />
      </Boundary>,
    );
    rerender(
      <Boundary>
        <Area value="first" lazy />
      </Boundary>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).toBeNull();
  });
});
