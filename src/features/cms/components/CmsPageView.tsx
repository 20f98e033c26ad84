import type { CmsModule } from '../../../api/types';
import { SafeHtml } from '../../../ui/SafeHtml';
import { Loader } from '../../../ui/Loader';
import type { Locale } from '../../../config/locales';
import { useAppSelector } from '../../../store/hooks';
import { CmsLink, selectPage, selectRoute } from '../../shell';

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
}: {
  teaser: Teaserish;
  locale: Locale;
  /** h2 on its own, h3 inside a section with a headline: no skipped heading levels. */
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article className="hs-teaser">
      {teaser.headline && <Heading>{teaser.headline}</Heading>}
      {teaser.subheadline && <p>{teaser.subheadline}</p>}
      {teaser.copytext && <p>{teaser.copytext}</p>}
      {teaser.link && teaser.buttonText && (
        <CmsLink className="hs-button" url={teaser.link} locale={locale} newTab={teaser.linkout}>
          {teaser.buttonText}
        </CmsLink>
      )}
    </article>
  );
}

function ModuleView({ module, locale }: { module: CmsModule; locale: Locale }) {
  if (module.visibility?.hidden) return null;
  switch (module.type) {
    case 'heroSlider': {
      const slide = module.slides.find((s) => s.status);
      return slide ? <Teaser teaser={slide} locale={locale} /> : null;
    }
    case 'freeText':
      return (
        <section>
          {module.headline && <h2>{module.headline}</h2>}
          <SafeHtml html={module.html} />
        </section>
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
              <Teaser key={i} teaser={teaser} locale={locale} level={module.headline ? 3 : 2} />
            ))}
          </section>
        );
      }
      return 'headline' in module || 'copytext' in module ? (
        <Teaser teaser={module as Teaserish} locale={locale} />
      ) : null;
  }
}

/** A CMS page from the page load: its title and modules in order. */
export function CmsPageView() {
  const page = useAppSelector(selectPage);
  const { locale } = useAppSelector(selectRoute);
  if (page.status === 'loading' || page.status === 'idle' || !locale) return <Loader />;
  return (
    <div className="hs-cms-page">
      <h1>{page.title}</h1>
      {page.data?.modules.map((module) => (
        <ModuleView key={module.id} module={module} locale={locale} />
      ))}
    </div>
  );
}
