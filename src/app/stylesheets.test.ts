/** @jest-environment node */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { stagingMark } from './takeover';

// The shop's styles are CSS files loaded with their chunks (docs/rules/security-policy.md): a
// strict style-src blocks <style> elements, and the host page is not the shop's to style.

const src = path.resolve(__dirname, '..');

function filesUnder(folder: string, pattern: RegExp): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const stylesheets = filesUnder(src, /\.css$/);
const sources = filesUnder(src, /\.tsx?$/).filter((file) => !/\.test\.tsx?$/.test(file));

describe("the shop's stylesheets", () => {
  it('are CSS files, the shell among them', () => {
    expect(stylesheets.length).toBeGreaterThan(30);
    expect(stylesheets).toContain(path.join(src, 'app', 'shell.css'));
  });

  it('scope every rule under .hs-root, so nothing leaks into the host page', () => {
    // The one exception: the shell makes the host's mount a containing block, without weight,
    // only while it lays its page out over an HTML snapshot (takeover.ts).
    const scoped = (file: string, selector: string) =>
      selector.startsWith('.hs-root') ||
      (file.endsWith(path.join('app', 'shell.css')) && selector === `:where([${stagingMark}])`);
    for (const file of stylesheets) {
      const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      const selectors = css.match(/(^|[{}])\s*[^@{}\s][^{}]*\{/g) ?? [];
      expect([file, selectors.length > 0]).toEqual([file, true]);
      for (const selector of selectors) {
        const text = selector
          .replace(/^[{}]?\s*/, '')
          .replace(/\{$/, '')
          .trim();
        // Keyframe steps are not selectors.
        if (/^(from|to|\d+%)/.test(text)) continue;
        const parts = text.split(',').map((part) => part.trim());
        expect([file, parts.filter((part) => !scoped(file, part))]).toEqual([file, []]);
      }
    }
  });

  it('are imported by the components that use them, never added as <style> elements', () => {
    const imported = new Set<string>();
    for (const file of sources) {
      const code = readFileSync(file, 'utf8');
      expect([file, /createElement\(\s*['"]style['"]/.test(code)]).toEqual([file, false]);
      for (const [, spec] of code.matchAll(/import\(?\s*(?:\/\*[^*]*\*\/\s*)?'([^']+\.css)'/g))
        imported.add(path.resolve(path.dirname(file), spec!));
    }
    // A stylesheet nothing imports would never reach a page.
    expect(stylesheets.filter((file) => !imported.has(file))).toEqual([]);
  });
});
