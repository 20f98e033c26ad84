import path from 'node:path';
import { browserBundle } from '../server/browserBundle';

/** Browser bundles the stand-in builds on first request and keeps in memory. */
const entries = {
  /** The page script: leaves the `SecureFields` constructor on window, nothing else. */
  script: path.join(__dirname, 'client', 'index.ts'),
  /** Runs inside each hosted field's frame. */
  field: path.join(__dirname, 'client', 'field.ts'),
  /** Runs inside the 3-D Secure challenge frame. */
  challenge: path.join(__dirname, 'client', 'challenge.ts'),
  /** The check page: the shop's CardFields and ThreeDsModal on the stand-in. */
  harness: path.join(__dirname, 'harness', 'index.tsx'),
} as const;

export type CardBundleName = keyof typeof entries;

/** Browser bundle of one of the stand-in's entries (demo/server/browserBundle.ts). */
export function cardBundle(name: CardBundleName): string {
  return browserBundle(entries[name]);
}
