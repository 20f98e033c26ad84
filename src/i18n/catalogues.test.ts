/** @jest-environment node */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '../config/locales';
import { catalogueProblems, messageShape } from './catalogueCheck';

const languages: Language[] = ['en', 'de', 'it', 'es', 'fr'];
/** The language catalogue's modules and the areas that load with their routes. */
const modules = [
  'index',
  'checkoutArea',
  'voucherArea',
  'complaintArea',
  'newsletterArea',
  'seoArea',
  'cmsEditingArea',
];

/** Every message of a language, as the shop loads it in parts. */
function allMessages(language: Language): Record<string, string> {
  return Object.assign(
    {},
    ...modules.map(
      (name) =>
        (jest.requireActual(`./catalogues/${language}/${name}`) as { default: object }).default,
    ),
  ) as Record<string, string>;
}

const en = allMessages('en');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('message catalogues', () => {
  it.each(languages.filter((language) => language !== 'en'))(
    'has every English id in %s, no other, each with English’s arguments and tags',
    (language) => {
      expect(catalogueProblems(en, allMessages(language))).toEqual([]);
    },
  );

  it('has no empty English message, and every one is valid ICU', () => {
    for (const [id, text] of Object.entries(en)) {
      expect([id, text.trim().length > 0]).toEqual([id, true]);
      expect(() => messageShape(text)).not.toThrow();
    }
  });

  it('has one file layout for every language, so no part of a language can be forgotten', () => {
    const files = (language: Language) =>
      readdirSync(path.join(__dirname, 'catalogues', language)).sort();
    for (const language of languages) expect(files(language)).toEqual(files('en'));
  });

  it('knows every message id the source code uses', () => {
    const src = path.resolve(__dirname, '..');
    const used = new Set<string>();
    for (const file of sourceFiles(src)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bid[:=]\s*\{?\s*['"]([\w.]+)['"]/g))
        if (m[1]?.includes('.')) used.add(m[1]);
    }
    expect(used.size).toBeGreaterThan(20);
    const missing = [...used].filter((id) => !(id in en));
    expect(missing).toEqual([]);
  });

  it('keeps the required texts word for word in English', () => {
    expect(en['shell.notFound.heading']).toBe('Page not found');
    expect(en['shell.notFound.text']).toBe('The page you are looking for does not exist.');
    expect(en['shell.title.notFound']).toBe('404 - Page not found');
    // The required words, with the declaration linked.
    expect(en['shell.cookie.text']?.replace(/<\/?link>/g, '')).toBe(
      'This website uses cookies. All important information can be found in our data protection declaration',
    );
    expect(en['shell.cookie.close']).toBe('Close');
    expect(en['shell.header.menu']).toBe('Menu');
  });
});
