import { act, render, screen } from '@testing-library/react';
import { useAfterDelay } from './useAfterDelay';

function Probe({ active }: { active: boolean }) {
  return <p>{useAfterDelay(active, 400) ? 'say so' : 'quiet'}</p>;
}

describe('useAfterDelay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('turns true only once the state has lasted the delay', () => {
    const { rerender } = render(<Probe active />);
    act(() => jest.advanceTimersByTime(399));
    expect(screen.getByText('quiet')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('say so')).toBeInTheDocument();
    rerender(<Probe active={false} />);
    expect(screen.getByText('quiet')).toBeInTheDocument();
  });

  it('never turns true for a state that ends within the delay, and counts a new one afresh', () => {
    const { rerender } = render(<Probe active />);
    act(() => jest.advanceTimersByTime(300));
    rerender(<Probe active={false} />);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('quiet')).toBeInTheDocument();
    rerender(<Probe active />);
    act(() => jest.advanceTimersByTime(300));
    expect(screen.getByText('quiet')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByText('say so')).toBeInTheDocument();
  });
});
