import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Slider from 'react-slick';
import type { HeroSliderModule } from '../../../api/types';
import type { Locale } from '../../../config/locales';
import { usePrefersReducedMotion } from '../../../ui/usePrefersReducedMotion';
import { HeroStill, Slide } from './HeroSlide';
import { sliderSettings, visibleSlides } from './heroRules';
import { useHeroStyles } from './heroStyles';

/**
 * Spec 1 §2.4 hero slider: one slide at a time, autoplay every 5000 ms, endless, paused while
 * hovered or focused; with one slide neither dots nor autoplay. Named buttons replace slick's
 * dots and arrows, autoplay can be paused (WCAG 2.2.2) and stays off with reduced motion, and
 * the slides out of view are inert, so focus never lands on a hidden link.
 */
export default function HeroSlider({
  module,
  locale,
}: {
  module: HeroSliderModule;
  locale: Locale;
}) {
  useHeroStyles();
  const intl = useIntl();
  const reducedMotion = usePrefersReducedMotion();
  const slides = visibleSlides(module.slides);
  const settings = sliderSettings(slides.length, reducedMotion);
  const sliderRef = useRef<Slider>(null);
  const rootRef = useRef<HTMLElement>(null);
  const [current, setCurrent] = useState(0);
  // Counts finished moves: slick marks the slides out of view once a move has ended.
  const [moves, setMoves] = useState(0);
  const [playing, setPlaying] = useState(settings.autoplay);

  useEffect(() => {
    for (const hidden of rootRef.current?.querySelectorAll<HTMLElement>('.slick-slide') ?? [])
      hidden.inert = hidden.getAttribute('aria-hidden') === 'true';
  }, [current, moves, slides.length]);

  if (slides.length === 0) return null;
  const label = intl.formatMessage({ id: 'cms.hero.label' });
  if (slides.length === 1) return <HeroStill module={module} locale={locale} />;
  return (
    <section
      className="hs-hero"
      aria-roledescription={intl.formatMessage({ id: 'cms.hero.carousel' })}
      aria-label={label}
      ref={rootRef}
    >
      <Slider
        {...settings}
        ref={sliderRef}
        beforeChange={(_from, to) => setCurrent(to)}
        afterChange={() => setMoves((count) => count + 1)}
      >
        {slides.map((slide, index) => (
          <Slide
            key={index}
            slide={slide}
            locale={locale}
            first={index === 0}
            trackAs={{ id: `${module.id}-${index + 1}`, position: index }}
          />
        ))}
      </Slider>
      <div className="hs-hero__controls">
        <button type="button" onClick={() => sliderRef.current?.slickPrev()}>
          <FormattedMessage id="cms.hero.previous" />
        </button>
        {slides.map((slide, index) => (
          <button
            key={index}
            type="button"
            aria-current={index === current ? 'true' : undefined}
            aria-label={intl.formatMessage(
              { id: 'cms.hero.goTo' },
              { number: index + 1, count: slides.length, name: slide.headline ?? '' },
            )}
            onClick={() => sliderRef.current?.slickGoTo(index)}
          >
            {index + 1}
          </button>
        ))}
        <button type="button" onClick={() => sliderRef.current?.slickNext()}>
          <FormattedMessage id="cms.hero.next" />
        </button>
        {settings.autoplay && (
          <button
            type="button"
            onClick={() => {
              if (playing) sliderRef.current?.slickPause();
              else sliderRef.current?.slickPlay();
              setPlaying(!playing);
            }}
          >
            <FormattedMessage id={playing ? 'cms.hero.pause' : 'cms.hero.play'} />
          </button>
        )}
      </div>
    </section>
  );
}
