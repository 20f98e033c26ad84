import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { CmsModule, CmsModuleOf } from '../../../api/types';
import { HeroStill } from '../hero/HeroSlide';
import { SafeHtml } from '../../../ui/SafeHtml';
import { Loader } from '../../../ui/Loader';
import type { Locale } from '../../../config/locales';
import { useAppSelector } from '../../../store/hooks';
import { selectPage, selectRoute } from '../../shell';
import { useHostConfig } from '../../../app/HostConfigContext';
import { CmsEditingSwitch } from '../editing/CmsText';
import { moduleAudience, type ModuleAudience } from '../visibility';
import type { OtherModule } from '../modules/OtherCmsModule';
import { EditorFrame } from './EditorFrame';
import { TeaserModule } from '../teasers/TeaserModule';

// Countdown, news ticker, popup, info box, partner and award banners, miles, payment logos
// (spec 3 §2.1 other modules): one chunk of their own, out of the shell.
const OtherCmsModule = lazy(
  () => import(/* webpackChunkName: "cms-modules" */ '../modules/OtherCmsModule'),
);

// The membership promo code needs the login state: its own chunk, on pages that have one.
const MembershipModule = lazy(
  () => import(/* webpackChunkName: "cms-membership" */ '../../auth/components/MembershipModule'),
);

// The complaint form only on pages that have one, from the complaint route's chunk: one chunk
// for both keeps the shell's chunk map from growing.
const ComplaintFormModuleView = lazy(
  () =>
    import(
      /* webpackChunkName: "route-complaint_form" */ '../../forms/complaint/ComplaintFormModuleView'
    ),
);

// The newsletter forms (spec 3 §2.1): one chunk with Formik and their saga.
const NewsletterModule = lazy(
  () =>
    import(
      /* webpackChunkName: "cms-newsletter" */ '../../forms/newsletter/components/NewsletterModule'
    ),
);

const HeroSlider = lazy(() => import(/* webpackChunkName: "cms-hero" */ '../hero/HeroSlider'));

/** FAQ and free text: CMS HTML only through SafeHtml. */
function TextModule({ module }: { module: CmsModuleOf<'faq' | 'freeText'> }) {
  return (
    <section>
      {module.headline && <h2>{module.headline}</h2>}
      {module.type === 'freeText' ? (
        <SafeHtml html={module.html} />
      ) : (
        module.items.map((item, index) => (
          // Two items may ask the same question: their place tells them apart.
          <details key={index}>
            <summary>{item.question}</summary>
            <SafeHtml html={item.answer} />
          </details>
        ))
      )}
    </section>
  );
}

function ModuleView({
  module,
  locale,
  position,
  audience,
}: {
  module: CmsModule;
  locale: Locale;
  position: number;
  audience: ModuleAudience;
}) {
  if (audience === 'none') return null;
  // Spec 3 §6: what only a CMS editor sees here is framed and labelled.
  return audience === 'editor' ? (
    <EditorFrame>
      <ModuleBody module={module} locale={locale} position={position} />
    </EditorFrame>
  ) : (
    <ModuleBody module={module} locale={locale} position={position} />
  );
}

function ModuleBody({
  module,
  locale,
  position,
}: {
  module: CmsModule;
  locale: Locale;
  position: number;
}) {
  switch (module.type) {
    case 'countdown':
    case 'newsTicker':
    case 'interactivePopup':
    case 'ancillariesInfo':
    case 'partnerLogo':
    case 'hotelAwardBanner':
    case 'milesBadge':
    case 'paymentLogos':
      return (
        <Suspense fallback={<Loader />}>
          <OtherCmsModule module={module satisfies OtherModule} locale={locale} />
        </Suspense>
      );
    case 'heroSlider':
      // The first slide comes with the landing chunk (the page's largest paint); the slider and
      // react-slick follow in their own chunk.
      return (
        <Suspense fallback={<HeroStill module={module} locale={locale} />}>
          <HeroSlider module={module} locale={locale} />
        </Suspense>
      );
    case 'membership':
      return (
        <Suspense fallback={<Loader />}>
          <MembershipModule module={module} locale={locale} />
        </Suspense>
      );
    case 'complaintForm':
      return (
        <Suspense fallback={<Loader />}>
          <ComplaintFormModuleView module={module} locale={locale} />
        </Suspense>
      );
    case 'newsletterSubscribe':
    case 'newsletterUnsubscribe':
    case 'newsletterCustomerEdit':
      return (
        <Suspense fallback={<Loader />}>
          <NewsletterModule module={module} locale={locale} />
        </Suspense>
      );
    case 'faq':
    case 'freeText':
      return <TextModule module={module} />;
    case 'amenitiesTeaser':
    case 'amenitiesSection':
    case 'destinationTeaser':
    case 'classicTeaser':
    case 'classicSection':
    case 'simpleTeaser':
    case 'simpleSection':
    case 'imageOfferTeaser':
    case 'textImageOverlayTeaser':
    case 'textImageOverlaySection':
    case 'promotionTeaser':
    case 'uspTeaser':
    case 'uspList':
    case 'navigationTabs':
      // Spec 1 §2.4 and spec 3 §2.1 teaser types, every content field of spec 1 §3.
      return <TeaserModule module={module} locale={locale} position={position} />;
  }
}

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
  return modules.map((module, index) => (
    <ModuleView
      key={module.id}
      module={module}
      locale={locale}
      position={index + 1}
      audience={audiences[index] ?? 'none'}
    />
  ));
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
