/**
 * For the tests of the surrounding `describe`: `window.matchMedia` answers "matches" for the
 * queries `matches` picks (jsdom has none, which the shop reads as "no query matches"), and is
 * removed again after each test.
 */
export function withMatchingMedia(matches: (query: string) => boolean): void {
  beforeEach(() => {
    window.matchMedia = ((query: string) =>
      ({
        matches: matches(query),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList) as typeof window.matchMedia;
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });
}

/** Phone widths: the shop's mobile query matches. */
export const onPhones = (query: string) => query.includes('max-width: 767px');
