import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * What to tell someone who runs `npm run serve` before any build: every page would ask for a
 * shop.js that is not there. Null when `root` has a production build.
 */
export function missingBuildMessage(root: string): string | null {
  if (existsSync(path.join(root, 'dist', 'assets', 'shop.js'))) return null;
  return 'npm run serve shows the production build, and dist/ has none: run `npm run build` first (or `npm start` for the development server).';
}
