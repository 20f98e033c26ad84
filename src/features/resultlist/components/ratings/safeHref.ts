/**
 * A server- or host-supplied link target, or null when it could run script or leave the web:
 * only http(s) addresses and paths on the page's own origin pass (no javascript:, data:, vbscript:).
 */
export function safeHref(url: string | undefined | null): string | null {
  const trimmed = url?.trim();
  if (!trimmed) return null;
  try {
    // The base only resolves relative paths; it is never part of the result.
    const parsed = new URL(trimmed, 'https://relative.invalid/');
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? trimmed : null;
  } catch {
    return null;
  }
}
