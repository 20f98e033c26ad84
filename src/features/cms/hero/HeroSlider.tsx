import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Slider from 'react-slick';
import type { HeroSliderModule } from '../../../api/types';
import type { Locale } from '../../../config/locales';
import { usePrefersReducedMotion } from '../../../ui/usePrefersReducedMotion';
import { Slide, type SlideProps } from './HeroSlide';
import { showsLastSeenSlide, sliderSettings, visibleSlides, type ShownSlide } from './heroRules';
import './hero.css';
import type { LastSeenSlide } from './LastSeenSlide';
import { useLastSeenSearch } from './useLastSeenSearch';
import { loadChunk } from '../../../lib/chunks';

type LastSeenSlideView = typeof LastSeenSlide;

const loadLastSeenSlide = loadChunk(() =>
  import(/* webpackChunkName: "cms-hero-last-seen" */ './LastSeenSlide').then(
    (chunk) => chunk.LastSeenSlide,
  ),
);

/**
 * The last-seen slide's code (its country-name table, price and search link), fetched only for a
 * visitor with a stored search that shows the slide: most first visits have none. Undefined until
 * it is here (should it fail to load, the hero goes on without the slide).
 */
function useLastSeenSlideView(wanted: boolean): LastSeenSlideView | undefined {
  const [view, setView] = useState<{ LastSeen: LastSeenSlideView }>();
  useEffect(() => {
    if (!wanted || view) return undefined;
    let live = true;
    loadLastSeenSlide().then(
      (LastSeen) => {
        if (live) setView({ LastSeen });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, view]);
  return view?.LastSeen;
}

/** A content slide, or the last-seen slide filled from the stored search. */
function ShownHeroSlide({ LastSeen, ...props }: SlideProps & { LastSeen?: LastSeenSlideView }) {
  const { lastSeen } = props.shown;
  return lastSeen && LastSeen ? <LastSeen {...props} lastSeen={lastSeen} /> : <Slide {...props} />;
}

/**
 * The hero slider: one slide at a time, autoplay every 5000 ms, endless, paused while
 * hovered or focused; with one slide neither dots nor autoplay. Named buttons replace slick's
 * dots and arrows, autoplay can be paused (WCAG 2.2.2) and stays off with reduced motion, and
 * the slides out of view are inert, so focus never lands on a hidden link. The last-seen-search
 * slide joins once the stored search has been read and the slide's code is here (never as the
 * first slide).
 */
export default function HeroSlider({
  module,
  locale,
}: {
  module: HeroSliderModule;
  locale: Locale;
}) {
  const intl = useIntl();
  const reducedMotion = usePrefersReducedMotion();
  const stored = useLastSeenSearch();
  const LastSeen = useLastSeenSlideView(
    module.slides.some((slide) => slide.status && slide.kind === 'lastSeenSearch') &&
      showsLastSeenSlide(stored),
  );
  const slides = visibleSlides(module.slides, LastSeen ? stored : null);
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

  const [firstSlide] = slides;
  if (!firstSlide) return null;
  const label = intl.formatMessage({ id: 'cms.hero.label' });
  const slideProps = (shown: ShownSlide, index: number): SlideProps => ({
    shown,
    moduleId: module.id,
    locale,
    first: index === 0,
    // The same id as the still shown while this chunk loaded: one impression per slide.
    trackAs: { id: `${module.id}-${index + 1}`, position: index },
  });
  if (slides.length === 1) {
    return (
      <section className="hs-hero" aria-label={label}>
        <ShownHeroSlide {...slideProps(firstSlide, 0)} LastSeen={LastSeen} />
      </section>
    );
  }
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
        {slides.map((shown, index) => (
          <ShownHeroSlide key={shown.index} {...slideProps(shown, index)} LastSeen={LastSeen} />
        ))}
      </Slider>
      <div className="hs-hero__controls">
        <button type="button" onClick={() => sliderRef.current?.slickPrev()}>
          <FormattedMessage id="cms.hero.previous" />
        </button>
        {slides.map(({ slide, index: key }, index) => (
          <button
            key={key}
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
