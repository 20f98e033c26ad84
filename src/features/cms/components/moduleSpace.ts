import type { CmsModule } from '../../../api/types';

/**
 * Once the visitor scrolls, modules load this far ahead of the viewport (a short scroll, so their
 * chunk is usually there when the view reaches them) and no further. Before that only the modules
 * on the first screen load (useLoadAhead): what lies below it waits for the visitor to scroll.
 */
export const moduleNearViewPx = 250;

/** Marks each module's box; a snapshot of the page carries the same mark. */
export const moduleMark = 'data-hs-cms-module';

/**
 * The height a module that has not loaded yet keeps free, in CSS pixels. Rough values by type,
 * from the shop's own layout at desktop width: the module loads before it comes into view, so a
 * difference moves only what is still below the viewport.
 */
export function estimatedHeight(module: CmsModule): number {
  switch (module.type) {
    case 'heroSlider':
      return 480;
    case 'amenitiesSection':
    case 'classicSection':
    case 'simpleSection':
    case 'textImageOverlaySection':
      return 96 + 360 * Math.ceil(module.teasers.length / 3);
    case 'amenitiesTeaser':
    case 'classicTeaser':
    case 'simpleTeaser':
    case 'imageOfferTeaser':
      return 400;
    case 'destinationTeaser':
    case 'textImageOverlayTeaser':
    case 'promotionTeaser':
      return 360;
    case 'navigationTabs':
      return 320;
    case 'uspTeaser':
      return 80;
    case 'uspList':
      return 72 + 40 * module.items.length;
    case 'faq':
      return 72 + 48 * module.items.length;
    case 'freeText':
      return 160;
    case 'newsTicker':
      return 48;
    case 'interactivePopup':
      return 48;
    case 'hotelAwardBanner':
      return module.height;
    case 'countdown':
    case 'milesBadge':
    case 'partnerLogo':
    case 'paymentLogos':
      return 120;
    case 'ancillariesInfo':
      return 126 + 64 * module.infos.length;
    default:
      return 400;
  }
}

/** Heights of the snapshot's modules by id, measured together once per snapshot. */
const snapshotHeights = new WeakMap<Element, Map<string, number>>();

function heightsIn(snapshot: Element): Map<string, number> {
  let heights = snapshotHeights.get(snapshot);
  if (!heights) {
    // All read in one go: one layout for every module, not one forced layout per slot rendered.
    heights = new Map(
      [...snapshot.querySelectorAll(`[${moduleMark}]`)].map((element) => [
        element.getAttribute(moduleMark) ?? '',
        Math.round(element.getBoundingClientRect().height),
      ]),
    );
    snapshotHeights.set(snapshot, heights);
  }
  return heights;
}

/**
 * The height a module that has not loaded keeps free: what it measures in the page's HTML
 * snapshot while the shop takes over from one (the same page at the same width), else the
 * estimate for its type.
 */
export function reservedHeight(module: CmsModule): number {
  // The body's: the snapshot's head tags carry the same mark and come first in the document.
  const snapshot =
    typeof document === 'undefined' ? null : document.body.querySelector('[data-hs-snapshot]');
  // A module of no height in the snapshot (a pop-up) keeps none free: the page ends where it did.
  return (snapshot && heightsIn(snapshot).get(module.id)) ?? estimatedHeight(module);
}
