import path from 'node:path';
import { buildSync } from 'esbuild';

/** One entry of a stand-in: the file to bundle and, if its exports are wanted, the IIFE's name. */
export interface BundleEntry {
  file: string;
  globalName?: string;
}

const cache = new Map<string, string>();

/**
 * A browser bundle of a demo stand-in's entry (maps, card provider, reCAPTCHA, their check pages),
 * built with esbuild on first request and kept in memory. `globalName` keeps the IIFE's export
 * reachable.
 */
export function browserBundle({ file, globalName }: BundleEntry): string {
  const key = `${file}#${globalName ?? ''}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const result = buildSync({
    entryPoints: [file],
    absWorkingDir: path.resolve(__dirname, '..', '..'),
    bundle: true,
    write: false,
    format: 'iife',
    ...(globalName ? { globalName } : {}),
    platform: 'browser',
    target: 'es2020',
    charset: 'utf8',
    legalComments: 'none',
    logLevel: 'silent',
    // The check pages reuse a few shop components, which import their stylesheets for webpack;
    // a stand-in's bundle is one script, and the check pages do not need the shop's look.
    loader: { '.css': 'empty' },
    // Development React in the check pages, so its warnings (console errors) fail the browser checks.
    define: { 'process.env.NODE_ENV': JSON.stringify('development') },
  });
  const text = result.outputFiles[0]?.text ?? '';
  cache.set(key, text);
  return text;
}
