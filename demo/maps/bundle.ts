import path from 'node:path';
import type { BundleEntry } from '../server/browserBundle';

/** The stand-in's browser bundles, built on first request (demo/server/browserBundle.ts). */
export const mapsBundles = {
  /** The google.maps stand-in; its IIFE leaves `demoMapsStandIn.boot` in a local variable. */
  standIn: { file: path.join(__dirname, 'client', 'index.ts'), globalName: 'demoMapsStandIn' },
  /** The check page: google-map-react with markers on the stand-in. */
  harness: { file: path.join(__dirname, 'harness', 'index.tsx') },
} satisfies Record<string, BundleEntry>;
