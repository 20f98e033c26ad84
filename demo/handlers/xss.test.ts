/** @jest-environment node */
import { getCatalogue } from '../catalogue';
import { contentPageSlugs, resolvePage } from '../catalogue/cms/pages';
import { contentKeys, injectXss, intactKeys, xssVectors } from './xss';

/** Every string of a page answer with the key that holds it. */
function strings(node: unknown, key = ''): [key: string, value: string][] {
  if (typeof node === 'string') return [[key, node]];
  if (Array.isArray(node)) return node.flatMap((item) => strings(item, key));
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([k, value]) => strings(value, k));
  return [];
}

const startsWithVector = (text: string) => xssVectors.some((vector) => text.startsWith(vector));

describe('the xss fault on CMS documents', () => {
  const catalogue = getCatalogue();
  const pages = (['sunwave', 'alpina'] as const).flatMap((brand) =>
    (['de-de', 'en-gb'] as const).flatMap((locale) =>
      ['', ...contentPageSlugs].map((slug) =>
        resolvePage(catalogue, `/${locale}/${slug}`, locale, brand),
      ),
    ),
  );

  it('knows every string field of every document: text to attack or a value to keep', () => {
    const unknown = new Set(
      pages
        .flatMap((page) => strings(page))
        .map(([key]) => key)
        .filter((key) => !contentKeys.has(key) && !intactKeys.has(key)),
    );
    expect([...unknown]).toEqual([]);
  });

  it('puts a vector in front of every text and HTML field and keeps the others', () => {
    for (const page of pages) {
      const attacked = strings(injectXss(page));
      const plain = strings(page);
      expect(attacked).toHaveLength(plain.length);
      attacked.forEach(([key, value], n) => {
        const original = plain[n]?.[1] ?? '';
        if (contentKeys.has(key)) {
          expect(startsWithVector(value) && value.endsWith(original)).toBe(true);
        } else {
          expect(value).toBe(original);
        }
      });
    }
  });
});
