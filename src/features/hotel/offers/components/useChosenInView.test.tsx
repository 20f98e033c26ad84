import { act, render, screen } from '@testing-library/react';
import { useChosenInView } from './useChosenInView';

/** Thirty entries of 40 px in a list 200 px high; entry i starts at i × 40. */
function Days({ chosen }: { chosen: number }) {
  const listRef = useChosenInView<HTMLUListElement>(String(chosen));
  return (
    <ul aria-label="Days" ref={listRef}>
      {Array.from({ length: 30 }, (_, day) => (
        <li key={day}>
          <button type="button" aria-pressed={day === chosen}>
            Day {day + 1}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** jsdom lays nothing out: the entries' positions and the list's height are given here. */
function layOut() {
  const list = screen.getByRole('list', { name: 'Days' });
  Object.defineProperty(list, 'clientHeight', { configurable: true, value: 200 });
  screen.getAllByRole('button').forEach((button, day) => {
    Object.defineProperty(button, 'offsetTop', { configurable: true, value: day * 40 });
    Object.defineProperty(button, 'offsetHeight', { configurable: true, value: 40 });
  });
  return list;
}

describe('useChosenInView', () => {
  let frames: Map<number, FrameRequestCallback>;
  beforeEach(() => {
    frames = new Map();
    let next = 0;
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      next += 1;
      frames.set(next, callback);
      return next;
    });
    jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
      frames.delete(id);
    });
  });
  const drawFrame = () =>
    act(() => {
      const due = [...frames.values()];
      frames.clear();
      due.forEach((callback) => callback(0));
    });

  it('scrolls the list to the chosen entry in the next frame, not during the commit', () => {
    const { rerender } = render(<Days chosen={0} />);
    const list = layOut();
    drawFrame();
    // The first entry is in view: nothing scrolls.
    expect(list.scrollTop).toBe(0);

    rerender(<Days chosen={20} />);
    layOut();
    // Read in the frame, so the commit itself forces no layout.
    expect(list.scrollTop).toBe(0);
    drawFrame();
    // Centred: 20 × 40 − (200 − 40) / 2.
    expect(list.scrollTop).toBe(720);

    // An entry already in view keeps the list where it is.
    rerender(<Days chosen={19} />);
    layOut();
    drawFrame();
    expect(list.scrollTop).toBe(720);

    // Back to the top: never scrolled below zero.
    rerender(<Days chosen={1} />);
    layOut();
    drawFrame();
    expect(list.scrollTop).toBe(0);
  });

  it('drops the pending read when the list goes before its frame', () => {
    const { unmount } = render(<Days chosen={20} />);
    expect(frames.size).toBe(1);
    unmount();
    expect(frames.size).toBe(0);
  });
});
