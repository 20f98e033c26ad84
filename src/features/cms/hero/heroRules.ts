import type { HeroSlide } from '../../../api/types';

/** Spec 1 §9: the hero slider's autoplay interval. */
export const heroAutoplayMs = 5000;

/**
 * The slides a visitor sees (spec 1 §2.4): those with status false are dropped. The last-seen
 * search slide needs the visitor's stored search; until the shop fills it, it is left out.
 */
export function visibleSlides(slides: readonly HeroSlide[]): HeroSlide[] {
  return slides.filter((slide) => slide.status && slide.kind !== 'lastSeenSearch');
}

/** Spec 1 §2.4: autoplay 5000 ms, infinite, pause on hover, one slide at a time; one slide: none of it. */
export function sliderSettings(count: number, reducedMotion: boolean) {
  const several = count > 1;
  return {
    // The shop's own buttons (named, focusable, with a pause) stand in for slick's dots and arrows.
    dots: false,
    arrows: false,
    infinite: several,
    autoplay: several && !reducedMotion,
    autoplaySpeed: heroAutoplayMs,
    pauseOnHover: true,
    pauseOnFocus: true,
    slidesToShow: 1,
    slidesToScroll: 1,
    speed: reducedMotion ? 0 : 500,
  };
}
