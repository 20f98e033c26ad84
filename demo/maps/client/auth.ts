/** Keys the stand-in refuses, like the real service refuses a missing or unknown key. */
export const refusedKey = 'invalid';

let failed = false;
let reported = false;

/** Decides once per page, from the script's `key` parameter. */
export function checkKey(key: string | undefined): boolean {
  failed = !key || key === refusedKey;
  if (failed)
    console.warn(
      `Demo Maps stand-in: the key was refused (${key ? 'InvalidKeyMapError' : 'MissingKeyMapError'}); maps stay blank.`,
    );
  return !failed;
}

export function keyRefused(): boolean {
  return failed;
}

/**
 * The real service reports a refused key once, after a map has asked for tiles, by calling the
 * page's `gm_authFailure`; so does the stand-in, when the first map is made.
 */
export function mapCreated(): void {
  if (!failed || reported) return;
  reported = true;
  setTimeout(() => (window as { gm_authFailure?: () => void }).gm_authFailure?.(), 0);
}
