import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The shared XSS test data beside the project (`../shared/data/xss-vectors.txt`): one vector a
 * line, '#' lines are comments, a literal backslash-n stands for a line break.
 */
export function readXssVectors(): string[] {
  return readFileSync(path.resolve(__dirname, '../../../shared/data/xss-vectors.txt'), 'utf8')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => line.replaceAll('\\n', '\n'));
}
