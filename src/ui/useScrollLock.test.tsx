import { render } from '@testing-library/react';
import { useScrollLock } from './useScrollLock';

function Lock({ active }: { active: boolean }) {
  useScrollLock(active);
  return null;
}

describe('useScrollLock', () => {
  afterEach(() => document.documentElement.style.removeProperty('overflow'));

  it('stops the page scrolling while active and gives back its own setting after', () => {
    document.documentElement.style.overflow = 'scroll';
    const { rerender, unmount } = render(<Lock active={false} />);
    expect(document.documentElement.style.overflow).toBe('scroll');
    rerender(<Lock active />);
    expect(document.documentElement.style.overflow).toBe('hidden');
    rerender(<Lock active={false} />);
    expect(document.documentElement.style.overflow).toBe('scroll');
    unmount();
  });

  it('keeps the page locked until the last of two locks is released', () => {
    const first = render(<Lock active />);
    const second = render(<Lock active />);
    first.unmount();
    expect(document.documentElement.style.overflow).toBe('hidden');
    second.unmount();
    expect(document.documentElement.style.overflow).toBe('');
  });
});
