import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { BundleEntry } from '../server/browserBundle';

const buildEntry =
  "process.stdout.write(require('./demo/server/browserBundle').browserBundle(JSON.parse(process.argv[1])))";

/**
 * A stand-in's browser bundle, for jsdom tests: esbuild refuses to run inside jsdom (its
 * Uint8Array is another realm's), so a Node process builds it.
 */
export function buildBundleInNode(entry: BundleEntry): string {
  const root = path.resolve(__dirname, '..', '..');
  return execFileSync(
    process.execPath,
    ['-r', 'esbuild-register', '-e', buildEntry, JSON.stringify(entry)],
    { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
}

/** Runs a script in the page the way a loaded <script> runs. */
export function runScript(text: string): void {
  const script = document.createElement('script');
  script.textContent = text;
  document.head.append(script);
  script.remove();
}
