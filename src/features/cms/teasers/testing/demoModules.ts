import type { CmsModule, CmsModuleOf, CmsModuleType } from '../../../../api/types';
import { getCatalogue } from '../../../../../demo/catalogue';
import { homepage } from '../../../../../demo/catalogue/cms/homepage';
import { familyPage, summerPage } from '../../../../../demo/catalogue/cms/landing';
import { contentPageSlugs, resolvePage } from '../../../../../demo/catalogue/cms/pages';

type Language = 'en' | 'de';

/** The demo host's CMS documents, as the page answers carry them. */
export function demoPage(page: 'homepage' | 'summer' | 'family', language: Language = 'en') {
  const catalogue = getCatalogue();
  const locale = language === 'de' ? 'de-de' : 'en-gb';
  if (page === 'homepage') return homepage(catalogue, language, 'sunwave', locale);
  if (page === 'summer') return summerPage(catalogue, language, locale, 'summer');
  return familyPage(catalogue, language, 'family-holidays');
}

/** One module of a demo document, by id, checked to be of the expected type. */
export function demoModule<T extends CmsModuleType>(
  page: 'homepage' | 'summer' | 'family',
  id: string,
  type: T,
  language: Language = 'en',
): CmsModuleOf<T> {
  const found: CmsModule | undefined = demoPage(page, language).modules.find((m) => m.id === id);
  if (found?.type !== type) throw new Error(`Demo module ${id} is no ${type}`);
  return found as CmsModuleOf<T>;
}

/** The first module of every type in the demo host's documents (both brands, every page). */
export function demoModuleOfEveryType(): CmsModule[] {
  const catalogue = getCatalogue();
  const byType = new Map<CmsModuleType, CmsModule>();
  for (const brand of ['sunwave', 'alpina'] as const) {
    for (const slug of ['', ...contentPageSlugs]) {
      const page = resolvePage(catalogue, `/en-gb/${slug}`, 'en-gb', brand).page;
      for (const module of page?.modules ?? []) {
        if (!byType.has(module.type)) byType.set(module.type, module);
      }
    }
  }
  return [...byType.values()];
}
