import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CmsModule, HeroSliderModule } from '../../../api/types';
import { Loader } from '../../../ui/Loader';
import { LoadFailed } from '../../../ui/LoadStates';
import type { Locale } from '../../../config/locales';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectPage, selectRouteLocale, shellActions } from '../../shell';
import { CmsEditingSwitch } from '../editing/CmsText';
import { HeroStill } from '../hero/HeroSlide';
import { pageHeading } from '../model/pageHeading';
import { useHostConfig } from '../../../config/HostConfigContext';
import { ModuleList, useAudiences } from './ModuleList';

export { CmsModuleList } from './ModuleList';

// The first slide comes with the landing chunk (the page's largest paint); the slider and
// react-slick follow in their own chunk.
const heroStill = (module: HeroSliderModule, locale: Locale) => (
  <HeroStill module={module} locale={locale} />
);

/** A teaser that carries the search mask itself (`showSearchMask`). */
function carriesSearchMask(module: CmsModule): boolean {
  if (module.type === 'heroSlider') return false;
  if ('teasers' in module) return module.teasers.some((teaser) => teaser.showSearchMask === true);
  return 'showSearchMask' in module && module.showSearchMask === true;
}

/**
 * A CMS page from the page load: the search mask, its title and modules in order. The mask
 * stands above the title unless a teaser the visitor sees carries it (the hero's
 * showSearchMask is this mask above the page).
 */
export function CmsPageView({ searchMask }: { searchMask?: ReactNode }) {
  const dispatch = useAppDispatch();
  const page = useAppSelector(selectPage);
  const locale = useAppSelector(selectRouteLocale);
  const { brand } = useHostConfig();
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
  if (page.status === 'rejected') {
    // Said in place, as the result list does, so the visitor can ask again (docs/rules/failures.md).
    return (
      <>
        {searchMask}
        <LoadFailed onRetry={() => dispatch(shellActions.pageRetried())}>
          <FormattedMessage id="shell.page.failed" />
        </LoadFailed>
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
        <h1>{pageHeading(page.title ?? '', brand.name)}</h1>
        <ModuleList modules={modules} locale={locale} audiences={audiences} heroStill={heroStill} />
      </div>
    </>
  );
}
