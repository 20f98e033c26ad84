import path from 'node:path';
import { buildSync } from 'esbuild';

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

const cache = new Map<CardBundleName, string>();

export function cardBundle(name: CardBundleName): string {
  const cached = cache.get(name);
  if (cached !== undefined) return cached;
  const result = buildSync({
    entryPoints: [entries[name]],
    absWorkingDir: path.resolve(__dirname, '..', '..'),
    bundle: true,
    write: false,
    format: 'iife',
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
