import { loadableUrl } from './urlPolicy';

/**
 * A link or media address from the server, kept only when it is http(s) or a path on this site:
 * `javascript:`, `data:` and other schemes never reach an href or src. The form check is the URL
 * policy's (docs/rules/url-policy.md), without its origin list.
 */
export function safeUrl(url: unknown): string | undefined {
  return loadableUrl(url);
}
