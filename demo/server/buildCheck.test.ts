/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { missingBuildMessage } from './buildCheck';

describe('npm run serve before a build', () => {
  it('says in one line what to run when dist/ has no shop.js, and nothing once it has', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'serve-'));
    try {
      const message = missingBuildMessage(root);
      expect(message).toContain('run `npm run build` first');
      expect(message).not.toContain('\n');
      mkdirSync(path.join(root, 'dist', 'assets'), { recursive: true });
      writeFileSync(path.join(root, 'dist', 'assets', 'shop.js'), '');
      expect(missingBuildMessage(root)).toBeNull();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
