import { useIntl } from 'react-intl';
import type { HeroSlide, HeroSliderModule } from '../../../api/types';
import type { Locale } from '../../../config/locales';
import { useTracking } from '../../analytics';
import { CmsLink } from '../../shell';
import { visibleSlides } from './heroRules';
import { useHeroStyles } from './heroStyles';

interface SlideProps {
  slide: HeroSlide;
  locale: Locale;
  first: boolean;
  /** Spec 1 §2.4: each slide reports its impression and clicks as a teaser. */
  trackAs: { id: string; position: number };
}

export function Slide({ slide, locale, first, trackAs }: SlideProps) {
  const { ref, onClick } = useTracking<HTMLDivElement>({
    kind: 'teaser',
    id: trackAs.id,
    name: slide.headline,
    list: 'cms',
    position: trackAs.position,
  });
  const image = slide.image;
  const position = slide.textBlockPosition ?? 'left';
  const link = slide.overrideLink ?? slide.link;
  const buttonText = slide.overrideButtonText ?? slide.buttonText;
  return (
    <div className="hs-hero__slide" ref={ref}>
      {image && (
        <img
          src={image.secure_url || image.url}
          alt={image.alt}
          width={image.width}
          height={image.height}
          // The first slide's image is the page's largest paint: it loads first, the rest later.
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'low'}
        />
      )}
      <div
        className={[
          'hs-hero__text',
          `hs-hero__text--${position}`,
          slide.colorScheme === 'light' ? 'hs-hero__text--light' : '',
        ]
          .filter(Boolean)
          .join(' ')}
      >
        {slide.badgeText && <span className="hs-hero__badge">{slide.badgeText}</span>}
        {slide.headline && <h2>{slide.headline}</h2>}
        {slide.subheadline && <p>{slide.subheadline}</p>}
        {slide.copytext && <p>{slide.copytext}</p>}
        {link && buttonText && (
          <CmsLink
            className="hs-button"
            url={link}
            locale={locale}
            newTab={slide.linkout}
            onClick={onClick}
          >
            {buttonText}
          </CmsLink>
        )}
      </div>
    </div>
  );
}

/**
 * The hero with its first slide only: what a single-slide hero is, and what shows with the
 * landing chunk while the slider's own chunk (react-slick) loads, so the first image, the
 * page's largest paint, does not wait for it.
 */
export function HeroStill({ module, locale }: { module: HeroSliderModule; locale: Locale }) {
  useHeroStyles();
  const intl = useIntl();
  const [first] = visibleSlides(module.slides);
  if (!first) return null;
  return (
    <section className="hs-hero" aria-label={intl.formatMessage({ id: 'cms.hero.label' })}>
      <Slide slide={first} locale={locale} first trackAs={{ id: module.id, position: 0 }} />
    </section>
  );
}
