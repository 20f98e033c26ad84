import type { CmsModule } from '../../../api/types';
import type { Locale } from '../../../config/locales';
import type { ModuleAudience } from '../visibility';
import { ModuleSlot, type SlotProps } from './ModuleSlot';
import { useAudiences } from './useAudiences';

export { useAudiences };

interface ListProps {
  modules: readonly CmsModule[];
  pageType: string;
  locale: Locale;
  /** On a hotel page: the hotel's GIATA code (the award banner's rule). */
  giataCode?: number;
}

export function ModuleList({
  modules,
  locale,
  audiences,
  heroStill,
}: Pick<ListProps, 'modules' | 'locale'> & {
  audiences: ModuleAudience[];
  /** What a hero shows until its slider is here (only CMS pages have a hero). */
  heroStill?: SlotProps['heroStill'];
}) {
  // Each module's code loads as it comes near the view (ModuleSlot): a page downloads the
  // module types it shows only.
  return modules.map((module, index) => {
    const audience = audiences[index] ?? 'none';
    if (audience === 'none') return null;
    return (
      <ModuleSlot
        key={module.id}
        module={module}
        locale={locale}
        position={index + 1}
        editor={audience === 'editor'}
        heroStill={heroStill}
      />
    );
  });
}

/**
 * CMS modules in order, each shown to whom its visibility rules allow: the modules the page
 * load brings for a shop page.
 */
export function CmsModuleList({ modules, pageType, locale, giataCode }: ListProps) {
  const audiences = useAudiences(modules, pageType, giataCode);
  return <ModuleList modules={modules} locale={locale} audiences={audiences} />;
}
