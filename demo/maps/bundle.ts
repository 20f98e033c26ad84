import path from 'node:path';
import { browserBundle as buildBundle } from '../server/browserBundle';

/** Browser bundles the demo host builds on first request and keeps in memory. */
const entries = {
  /** The google.maps stand-in; its IIFE leaves `demoMapsStandIn.boot` in a local variable. */
  standIn: { file: path.join(__dirname, 'client', 'index.ts'), globalName: 'demoMapsStandIn' },
  /** The check page: google-map-react with markers on the stand-in. */
  harness: { file: path.join(__dirname, 'harness', 'index.tsx'), globalName: undefined },
} as const;

export type BundleName = keyof typeof entries;

/** Browser bundle of one of the stand-in's entries (demo/server/browserBundle.ts). */
export function browserBundle(name: BundleName): string {
  const entry = entries[name];
  return buildBundle(entry.file, entry.globalName);
}
