import type { ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import type { CmsImage, HeroSlide, HeroSliderModule } from '../../../api/types';
import type { Locale } from '../../../config/locales';
import { useTracking } from '../../analytics';
import { CmsLink } from '../../shell';
import { CmsText } from '../editing/CmsText';
import { CmsPicture } from '../images/CmsPicture';
import { visibleSlides, type ShownSlide } from './heroRules';
import './hero.css';

export interface SlideProps {
  shown: ShownSlide;
  moduleId: string;
  locale: Locale;
  first: boolean;
  /**
   * Each slide reports its impression and clicks as a teaser (docs/rules/cms-modules.md,
   * "Teaser tracking").
   */
  trackAs: { id: string; position: number };
}

/** A slide's teaser tracking, named by its headline. */
export function useSlideTracking({ shown, trackAs }: Pick<SlideProps, 'shown' | 'trackAs'>) {
  return useTracking<HTMLDivElement>({
    kind: 'teaser',
    id: trackAs.id,
    name: shown.slide.headline,
    list: 'cms',
    position: trackAs.position,
  });
}

/** The slide's picture with its text block laid over it where the CMS places it. */
export function SlideFrame({
  slide,
  image,
  first,
  frameRef,
  children,
}: {
  slide: HeroSlide;
  image: CmsImage | undefined;
  first: boolean;
  frameRef: Ref<HTMLDivElement>;
  children: ReactNode;
}) {
  const position = slide.textBlockPosition ?? 'left';
  return (
    <div className="hs-hero__slide" ref={frameRef}>
      {/* The first slide's image is the page's largest paint: it loads first, the rest later. */}
      <CmsPicture className="hs-hero__image" image={image} slot="hero" priority={first} />
      <div
        className={[
          'hs-hero__text',
          `hs-hero__text--${position}`,
          slide.colorScheme === 'light' ? 'hs-hero__text--light' : '',
        ]
          .filter(Boolean)
          .join(' ')}
      >
        {children}
      </div>
    </div>
  );
}

/** The slide's own texts, in order, with the element each renders as. */
const slideTexts: {
  name: 'badgeText' | 'headline' | 'subheadline' | 'copytext';
  as: 'span' | 'h2' | 'p';
  className?: string;
}[] = [
  { name: 'badgeText', as: 'span', className: 'hs-hero__badge' },
  { name: 'headline', as: 'h2' },
  { name: 'subheadline', as: 'p' },
  { name: 'copytext', as: 'p' },
];

/** Badge, headline, subheadline and copy of a slide, each an editable CMS text. */
export function SlideTexts({ shown, moduleId }: { shown: ShownSlide; moduleId: string }) {
  const { slide, index } = shown;
  return slideTexts.map(({ name, as, className }) => {
    const value = slide[name];
    return value ? (
      <CmsText
        key={name}
        as={as}
        className={className}
        moduleId={moduleId}
        field={`slides.${index}.${name}`}
        value={value}
      />
    ) : null;
  });
}

/** The slide's button: its (override) text as an editable CMS text, leading to `url`. */
export function SlideButton({
  shown,
  moduleId,
  locale,
  url,
  onClick,
}: Pick<SlideProps, 'shown' | 'moduleId' | 'locale'> & { url: string; onClick: () => void }) {
  const { slide, index } = shown;
  const name = slide.overrideButtonText ? 'overrideButtonText' : 'buttonText';
  const text = slide[name];
  if (!text) return null;
  return (
    <CmsLink
      className="hs-button"
      url={url}
      locale={locale}
      newTab={slide.linkout}
      onClick={onClick}
    >
      <CmsText moduleId={moduleId} field={`slides.${index}.${name}`} value={text} />
    </CmsLink>
  );
}

/** A content slide: the CMS image, texts and link. */
export function Slide({ shown, moduleId, locale, first, trackAs }: SlideProps) {
  const { ref, onClick } = useSlideTracking({ shown, trackAs });
  const { slide } = shown;
  const link = slide.overrideLink ?? slide.link;
  return (
    <SlideFrame slide={slide} image={slide.image} first={first} frameRef={ref}>
      <SlideTexts shown={shown} moduleId={moduleId} />
      {link && (
        <SlideButton
          shown={shown}
          moduleId={moduleId}
          locale={locale}
          url={link}
          onClick={onClick}
        />
      )}
    </SlideFrame>
  );
}

/**
 * The hero with its first slide only: what a single-slide hero is, and what shows with the
 * landing chunk while the slider's own chunk (react-slick) loads, so the first image, the
 * page's largest paint, does not wait for it. It never shows the last-seen slide (that needs
 * the stored search, read by the slider once mounted).
 */
export function HeroStill({ module, locale }: { module: HeroSliderModule; locale: Locale }) {
  const intl = useIntl();
  const [first] = visibleSlides(module.slides);
  if (!first) return null;
  return (
    <section className="hs-hero" aria-label={intl.formatMessage({ id: 'cms.hero.label' })}>
      <Slide
        shown={first}
        moduleId={module.id}
        locale={locale}
        first
        trackAs={{ id: `${module.id}-1`, position: 0 }}
      />
    </section>
  );
}
