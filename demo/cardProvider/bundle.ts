import path from 'node:path';
import type { BundleEntry } from '../server/browserBundle';

/** The stand-in's browser bundles, built on first request (demo/server/browserBundle.ts). */
export const cardBundles = {
  /** The page script: leaves the `SecureFields` constructor on window, nothing else. */
  script: { file: path.join(__dirname, 'client', 'index.ts') },
  /** Runs inside each hosted field's frame. */
  field: { file: path.join(__dirname, 'client', 'field.ts') },
  /** Runs inside the 3-D Secure challenge frame. */
  challenge: { file: path.join(__dirname, 'client', 'challenge.ts') },
  /** The check page: the shop's CardFields and ThreeDsModal on the stand-in. */
  harness: { file: path.join(__dirname, 'harness', 'index.tsx') },
} satisfies Record<string, BundleEntry>;
