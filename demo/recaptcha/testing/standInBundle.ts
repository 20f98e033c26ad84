import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The built stand-in, for jsdom tests: esbuild refuses to run inside jsdom (its Uint8Array is
 * another realm's), so a Node process builds it.
 */
export function buildRecaptchaStandInInNode(): string {
  const root = path.resolve(__dirname, '..', '..', '..');
  return execFileSync(
    process.execPath,
    [
      '-r',
      'esbuild-register',
      '-e',
      "process.stdout.write(require('./demo/recaptcha/bundle').recaptchaBundle('standIn'))",
    ],
    { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
}
