import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { CmsModule } from '../../../api/types';
import { HeroStill } from '../hero/HeroSlide';
import { SafeHtml } from '../../../ui/SafeHtml';
import { Loader } from '../../../ui/Loader';
import type { Locale } from '../../../config/locales';
import { useAppSelector } from '../../../store/hooks';
import { CmsLink, selectPage, selectRoute } from '../../shell';
import { useTracking } from '../../analytics';
import { useHostConfig } from '../../../app/HostConfigContext';
import { moduleAudience, type ModuleAudience } from '../visibility';
import type { OtherModule } from '../modules/OtherCmsModule';

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

interface Teaserish {
  headline?: string;
  subheadline?: string;
  copytext?: string;
  buttonText?: string;
  link?: string;
  linkout?: boolean;
}

/** The parts of a teaser every module type shares; the landing-content issue renders each type fully. */
function Teaser({
  teaser,
  locale,
  level = 2,
  trackAs,
}: {
  teaser: Teaserish;
  locale: Locale;
  /** Spec 1 §2.4: teasers report impressions and clicks; the module id and place on the page. */
  trackAs: { id: string; position: number };
  /** h2 on its own, h3 inside a section with a headline: no skipped heading levels. */
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const { ref, onClick } = useTracking<HTMLElement>({
    kind: 'teaser',
    id: trackAs.id,
    name: teaser.headline,
    list: 'cms',
    position: trackAs.position,
  });
  return (
    <article className="hs-teaser" ref={ref}>
      {teaser.headline && <Heading>{teaser.headline}</Heading>}
      {teaser.subheadline && <p>{teaser.subheadline}</p>}
      {teaser.copytext && <p>{teaser.copytext}</p>}
      {teaser.link && teaser.buttonText && (
        <CmsLink
          className="hs-button"
          url={teaser.link}
          locale={locale}
          newTab={teaser.linkout}
          onClick={onClick}
        >
          {teaser.buttonText}
        </CmsLink>
      )}
    </article>
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
  const trackAs = { id: module.id, position };
  if (audience === 'none') return null;
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
          <OtherCmsModule
            module={module satisfies OtherModule}
            locale={locale}
            editorOnly={audience === 'editor'}
          />
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
    case 'freeText':
      return (
        <section>
          {module.headline && <h2>{module.headline}</h2>}
          <SafeHtml html={module.html} />
        </section>
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
      return (
        <section>
          {module.headline && <h2>{module.headline}</h2>}
          {module.items.map((item) => (
            <details key={item.question}>
              <summary>{item.question}</summary>
              <SafeHtml html={item.answer} />
            </details>
          ))}
        </section>
      );
    default:
      if ('teasers' in module) {
        return (
          <section>
            {module.headline && <h2>{module.headline}</h2>}
            {module.teasers.map((teaser, i) => (
              <Teaser
                key={i}
                teaser={teaser}
                locale={locale}
                level={module.headline ? 3 : 2}
                trackAs={{ id: `${module.id}-${i + 1}`, position }}
              />
            ))}
          </section>
        );
      }
      return 'headline' in module || 'copytext' in module ? (
        <Teaser teaser={module as Teaserish} locale={locale} trackAs={trackAs} />
      ) : null;
  }
}

/** A CMS page from the page load: its title and modules in order. */
export function CmsPageView() {
  const page = useAppSelector(selectPage);
  const { locale } = useAppSelector(selectRoute);
  const { cmsUser, features } = useHostConfig();
  const { search } = useLocation();
  // Expiry is judged when the page is shown: a module does not vanish under the reader.
  const [now] = useState(() => Date.now());
  if (page.status === 'loading' || page.status === 'idle' || !locale) return <Loader />;
  // Spec 3 §2.1 visibility rules and §6 the CMS editor's view, for every module.
  const context = {
    pageType: page.data?.pageType ?? '',
    cmsUser,
    now,
    milesProgramme: features.milesProgramme,
    search,
  };
  return (
    <div className="hs-cms-page">
      <h1>{page.title}</h1>
      {page.data?.modules.map((module, index) => (
        <ModuleView
          key={module.id}
          module={module}
          locale={locale}
          position={index + 1}
          audience={moduleAudience(module, context)}
        />
      ))}
    </div>
  );
}
