import type { HeroSlide, LastSeenSearch } from '../../../api/types';

/** The hero slider's autoplay interval. */
export const heroAutoplayMs = 5000;

/** The pages a last-seen search can lead back to: their URL is the search alone. */
export const lastSeenSearchPages = ['resultlist', 'all_destinations'] as const;
export type LastSeenSearchPage = (typeof lastSeenSearchPages)[number];

export type ShownLastSeenSearch = LastSeenSearch & { pageType: LastSeenSearchPage };

const filled = (text: string | undefined) => Boolean(text?.trim());

/**
 * The last-seen slide appears only if the stored search names a place (an airport or a
 * destination) and was stored on a search page the shop can link back to, with its product search
 * (docs/rules/cms-modules.md, "The last-seen slide"). Its age (at most 30 days) is checked where it
 * is read (readLastSeenSearch).
 */
export function showsLastSeenSlide(
  search: LastSeenSearch | null | undefined,
): search is ShownLastSeenSearch {
  if (!search) return false;
  const place =
    filled(search.destination?.name) || filled(search.locationName) || filled(search.airport?.name);
  return (
    place &&
    (lastSeenSearchPages as readonly string[]).includes(search.pageType) &&
    typeof search.productSearch === 'object' &&
    search.productSearch !== null
  );
}

/** A slide as the hero shows it: its place in the module's slides and, if any, its search. */
export interface ShownSlide {
  slide: HeroSlide;
  /** Its index in the module's `slides` (the CMS field paths use it). */
  index: number;
  lastSeen?: ShownLastSeenSearch;
}

/**
 * The slides a visitor sees: those with status false are dropped; the last-seen
 * slide only with a stored search that passes showsLastSeenSlide. It never comes first: the
 * first slide is what shows before the slider loads, the page's largest paint, and it must not
 * change once the stored search has been read.
 */
export function visibleSlides(
  slides: readonly HeroSlide[],
  lastSeen: LastSeenSearch | null = null,
): ShownSlide[] {
  const shown = slides.flatMap((slide, index): ShownSlide[] => {
    if (!slide.status) return [];
    if (slide.kind !== 'lastSeenSearch') return [{ slide, index }];
    return showsLastSeenSlide(lastSeen) ? [{ slide, index, lastSeen }] : [];
  });
  const firstContent = shown.findIndex((item) => !item.lastSeen);
  const first = shown[firstContent];
  if (firstContent <= 0 || !first) return shown;
  return [first, ...shown.filter((item) => item !== first)];
}

/**
 * Autoplay 5000 ms, infinite, pause on hover, one slide at a time; one slide: none of it
 * (docs/rules/cms-modules.md, "Hero slider").
 */
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
