import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { CmsModule } from '../../../api/types';
import { Loader } from '../../../ui/Loader';
import type { Locale } from '../../../config/locales';
import { useAppSelector } from '../../../store/hooks';
import { selectPage, selectRoute } from '../../shell';
import { useHostConfig } from '../../../app/HostConfigContext';
import { CmsEditingSwitch } from '../editing/CmsText';
import { moduleAudience, type ModuleAudience } from '../visibility';
import { ModuleSlot } from './ModuleSlot';

/** Who sees each of these modules here (spec 3 §2.1 visibility rules, §6 the CMS editor's view). */
function useAudiences(
  modules: readonly CmsModule[],
  pageType: string,
  giataCode: number | undefined,
): ModuleAudience[] {
  const { cmsUser, features } = useHostConfig();
  const { search } = useLocation();
  // Expiry is judged when the modules are shown: a module does not vanish under the reader.
  const [now] = useState(() => Date.now());
  const context = {
    pageType,
    cmsUser,
    now,
    milesProgramme: features.milesProgramme,
    search,
    ...(giataCode !== undefined ? { giataCode } : {}),
  };
  return modules.map((module) => moduleAudience(module, context));
}

/** A teaser that carries the search mask itself (`showSearchMask`, spec 1 §3). */
function carriesSearchMask(module: CmsModule): boolean {
  if (module.type === 'heroSlider') return false;
  if ('teasers' in module) return module.teasers.some((teaser) => teaser.showSearchMask === true);
  return 'showSearchMask' in module && module.showSearchMask === true;
}

interface ListProps {
  modules: readonly CmsModule[];
  pageType: string;
  locale: Locale;
  /** On a hotel page: the hotel's GIATA code (the award banner's rule). */
  giataCode?: number;
}

function ModuleList({
  modules,
  locale,
  audiences,
}: Pick<ListProps, 'modules' | 'locale'> & { audiences: ModuleAudience[] }) {
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

/**
 * A CMS page from the page load: the search mask, its title and modules in order. The mask
 * stands above the title unless a teaser the visitor sees carries it (the hero's
 * showSearchMask is this mask above the page).
 */
export function CmsPageView({ searchMask }: { searchMask?: ReactNode }) {
  const page = useAppSelector(selectPage);
  const { locale } = useAppSelector(selectRoute);
  const modules = page.data?.modules ?? [];
  const audiences = useAudiences(modules, page.data?.pageType ?? '', undefined);
  if (page.status === 'loading' || page.status === 'idle' || !locale) {
    return (
      <>
        {searchMask}
        <Loader />
      </>
    );
  }
  const maskInContent = modules.some(
    (module, index) => audiences[index] !== 'none' && carriesSearchMask(module),
  );
  return (
    <>
      {!maskInContent && searchMask}
      <div className="hs-cms-page">
        <CmsEditingSwitch />
        <h1>{page.title}</h1>
        <ModuleList modules={modules} locale={locale} audiences={audiences} />
      </div>
    </>
  );
}
