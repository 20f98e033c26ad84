import { act, render, screen } from '@testing-library/react';
import { useMediaQuery } from './useMediaQuery';

function Probe({ query }: { query: string }) {
  return <p>{useMediaQuery(query) ? 'matches' : 'does not match'}</p>;
}

/** A controllable stand-in for window.matchMedia, which jsdom lacks. */
function installMatchMedia(initiallyMatching: boolean) {
  let matches = initiallyMatching;
  const listeners = new Set<() => void>();
  window.matchMedia = jest.fn().mockImplementation((media: string) => ({
    media,
    get matches() {
      return matches;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: boolean) => {
    matches = next;
    listeners.forEach((listener) => listener());
  };
}

describe('useMediaQuery', () => {
  const originalMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  it('follows the query as it changes', () => {
    const setMatches = installMatchMedia(false);
    render(<Probe query="(max-width: 767px)" />);
    expect(screen.getByText('does not match')).toBeInTheDocument();
    act(() => setMatches(true));
    expect(screen.getByText('matches')).toBeInTheDocument();
  });

  it('treats a browser without matchMedia as not matching', () => {
    // @ts-expect-error -- simulating an environment that lacks the API
    delete window.matchMedia;
    render(<Probe query="(max-width: 767px)" />);
    expect(screen.getByText('does not match')).toBeInTheDocument();
  });
});
