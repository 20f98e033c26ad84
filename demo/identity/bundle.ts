import path from 'node:path';
import type { BundleEntry } from '../server/browserBundle';

/** The stand-in's browser bundle, built on first request (demo/server/browserBundle.ts). */
export const identityBundles = {
  /** The check page: the real @auth0/auth0-spa-js against the stand-in. */
  harness: { file: path.join(__dirname, 'harness', 'index.ts') },
} satisfies Record<string, BundleEntry>;
