/** @jest-environment node */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import enShell from './catalogues/en';
import deShell from './catalogues/de';
import enCheckout from './catalogues/en/checkoutArea';
import deCheckout from './catalogues/de/checkoutArea';
import enVoucher from './catalogues/en/voucherArea';
import deVoucher from './catalogues/de/voucherArea';
import enComplaint from './catalogues/en/complaintArea';
import deComplaint from './catalogues/de/complaintArea';
import enNewsletter from './catalogues/en/newsletterArea';
import deNewsletter from './catalogues/de/newsletterArea';
import enSeo from './catalogues/en/seoArea';
import deSeo from './catalogues/de/seoArea';
import enCms from './catalogues/en/cmsArea';
import deCms from './catalogues/de/cmsArea';
import enCmsEditing from './catalogues/en/cmsEditingArea';
import deCmsEditing from './catalogues/de/cmsEditingArea';
import italian from './catalogues/it';
import es from './catalogues/es';
import fr from './catalogues/fr';

/** The language catalogues with the areas that load with their routes. */
const en = {
  ...enShell,
  ...enCheckout,
  ...enVoucher,
  ...enComplaint,
  ...enNewsletter,
  ...enSeo,
  ...enCms,
  ...enCmsEditing,
};
const de = {
  ...deShell,
  ...deCheckout,
  ...deVoucher,
  ...deComplaint,
  ...deNewsletter,
  ...deSeo,
  ...deCms,
  ...deCmsEditing,
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('message catalogues', () => {
  it('has English and German complete, with the same ids', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
  });

  it('has no empty German or English message', () => {
    for (const catalogue of [en, de]) {
      for (const [id, text] of Object.entries(catalogue))
        expect([id, text.trim().length > 0]).toEqual([id, true]);
    }
  });

  it('holds only ids English knows in the partial languages', () => {
    for (const partial of [italian, es, fr]) {
      for (const id of Object.keys(partial)) expect(en).toHaveProperty([id]);
    }
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

  it('keeps the spec texts word for word in English', () => {
    expect(en['shell.notFound.heading']).toBe('Page not found');
    expect(en['shell.notFound.text']).toBe('The page you are looking for does not exist.');
    expect(en['shell.title.notFound']).toBe('404 - Page not found');
    // The spec's words, with the declaration linked.
    expect(en['shell.cookie.text']?.replace(/<\/?link>/g, '')).toBe(
      'This website uses cookies. All important information can be found in our data protection declaration',
    );
    expect(en['shell.cookie.close']).toBe('Close');
    expect(en['shell.header.menu']).toBe('Menu');
  });
});
