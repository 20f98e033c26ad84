import { cardChallengePath } from './paths';

/**
 * The stand-in needs a second origin so its fields really are cross-origin frames, as the real
 * provider's are. The same loopback server answers on both names: a page on 127.0.0.1 gets its
 * fields from localhost with the same port, and the other way round.
 */
export function providerOriginFor(pageOrigin: string): string | null {
  let url: URL;
  try {
    url = new URL(pageOrigin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const sibling =
    url.hostname === '127.0.0.1' ? 'localhost' : url.hostname === 'localhost' ? '127.0.0.1' : null;
  if (!sibling) return null;
  return `${url.protocol}//${sibling}${url.port ? `:${url.port}` : ''}`;
}

/** The issuer's 3-D Secure challenge page of the stand-in for a shop page on `shopOrigin`. */
export function challengePageUrl(shopOrigin: string): string | undefined {
  const provider = providerOriginFor(shopOrigin);
  if (!provider) return undefined;
  return `${provider}${cardChallengePath}?${new URLSearchParams({ parent: shopOrigin })}`;
}

/** Only the two loopback names, on any port, may embed or call the stand-in. */
export function isLoopbackOrigin(origin: string): boolean {
  return providerOriginFor(origin) !== null && new URL(origin).origin === origin;
}
