/**
 * A link or media address from the server, kept only when it is http(s) or a path on this site:
 * `javascript:`, `data:` and other schemes never reach an href or src.
 */
export function safeUrl(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  const trimmed = url.trim();
  if (trimmed === '' || /[\s<>"'`\\]/.test(trimmed)) return undefined;
  if (/^\/(?!\/)/.test(trimmed)) return trimmed;
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
