import path from 'node:path';
import { buildSync } from 'esbuild';

/** Browser bundles the demo host builds on first request and keeps in memory. */
const entries = {
  /** The google.maps stand-in; its IIFE leaves `demoMapsStandIn.boot` in a local variable. */
  standIn: { file: path.join(__dirname, 'client', 'index.ts'), globalName: 'demoMapsStandIn' },
  /** The check page: google-map-react with markers on the stand-in. */
  harness: { file: path.join(__dirname, 'harness', 'index.tsx'), globalName: undefined },
} as const;

export type BundleName = keyof typeof entries;

const cache = new Map<BundleName, string>();

export function browserBundle(name: BundleName): string {
  const cached = cache.get(name);
  if (cached !== undefined) return cached;
  const entry = entries[name];
  const result = buildSync({
    entryPoints: [entry.file],
    absWorkingDir: path.resolve(__dirname, '..', '..'),
    bundle: true,
    write: false,
    format: 'iife',
    globalName: entry.globalName,
    platform: 'browser',
    target: 'es2020',
    charset: 'utf8',
    legalComments: 'none',
    logLevel: 'silent',
    // Development React in the harness, so its warnings (console errors) fail the browser check.
    define: { 'process.env.NODE_ENV': JSON.stringify('development') },
  });
  const text = result.outputFiles[0]!.text;
  cache.set(name, text);
  return text;
}
