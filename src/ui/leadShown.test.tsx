import { act, render, screen } from '@testing-library/react';
import { leadShownFallbackMs, usePaintedAfter } from './leadShown';
import { Boundary, StillLoading } from '../testing/stillLoading';

function Probe({ shown }: { shown: boolean }) {
  return <p>{usePaintedAfter(shown) ? 'painted' : 'waiting'}</p>;
}

describe('usePaintedAfter', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    jest.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
  const paintFrame = () => act(() => frames.splice(0).forEach((callback) => callback(0)));

  it('waits for the lead, then for the frame that shows it, then for the task after it', () => {
    const { rerender } = render(<Probe shown={false} />);
    paintFrame();
    act(() => jest.advanceTimersByTime(10));
    expect(screen.getByText('waiting')).toBeInTheDocument();

    rerender(<Probe shown />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    paintFrame();
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(0));
    expect(screen.getByText('painted')).toBeInTheDocument();
    // Once painted, for good.
    rerender(<Probe shown={false} />);
    expect(screen.getByText('painted')).toBeInTheDocument();
  });

  it('draws what waited at transition priority: what is on screen stays until it can be drawn', () => {
    function Waiting() {
      return usePaintedAfter(true) ? <StillLoading /> : <p>waiting</p>;
    }
    render(
      <Boundary>
        <Waiting />
      </Boundary>,
    );
    paintFrame();
    act(() => jest.advanceTimersByTime(0));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).toBeNull();
  });

  it('lets the parts below go in a tab that paints no frames, after a second', () => {
    render(<Probe shown />);
    act(() => jest.advanceTimersByTime(leadShownFallbackMs - 1));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('painted')).toBeInTheDocument();
  });
});
