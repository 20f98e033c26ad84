/**
 * The browser's storages, or null where they are blocked (privacy settings, sandboxed frames):
 * the shop works without them, only the convenience they carry is lost.
 */
export function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
