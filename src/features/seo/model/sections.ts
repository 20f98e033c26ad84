import type {
  DestinationContent,
  DestinationTab,
  FaqSection,
  MixedResultItem,
  Quicklink,
  Sibling,
} from '../../../api/types';
import { sanitizeHtml } from '../../../ui/sanitizeHtml';

/** Whether CMS HTML shows anything once sanitised (SafeHtml renders nothing otherwise). */
export const hasHtml = (html: string | null | undefined): boolean =>
  !!html && sanitizeHtml(html).trim() !== '';

const hasText = (text: string | null | undefined): boolean => !!text && text.trim() !== '';

export interface Weather {
  headline: string;
  /** Average temperatures in °C; at least one is there. */
  air?: number;
  water?: number;
}

const temperature = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/**
 * The temperatures sit on the first product's location; weather shows only with at least one
 * average temperature (docs/rules/content-pages.md, "Weather").
 */
export function weatherOf(headline: string, product: MixedResultItem | undefined): Weather | null {
  const location = product?.hotels[0]?.location;
  const air = temperature(location?.avgAirTemp);
  const water = temperature(location?.avgWaterTemp);
  if (air === undefined && water === undefined) return null;
  return {
    headline,
    ...(air === undefined ? {} : { air }),
    ...(water === undefined ? {} : { water }),
  };
}

/** Everything the destination page may show, as loaded. */
export interface DestinationSections {
  content: DestinationContent;
  quicklinks: Quicklink[];
  siblings: Sibling[];
  faq: FaqSection[];
  tabs: DestinationTab[];
  weather: Weather | null;
  /** The cheapest offer (teaser variant), shown among the recommendations. */
  cheapest: MixedResultItem | null;
  /** Hotels of the current page. */
  hotels: MixedResultItem[];
  /** Facet groups with at least one option. */
  facetCount: number;
}

export type SectionKey =
  | 'breadcrumbs'
  | 'teaser'
  | 'facets'
  | 'quicklinks'
  | 'weather'
  | 'hotels'
  | 'tabs'
  | 'seoBlocks'
  | 'siblings'
  | 'recommendations'
  | 'faq';

/**
 * Sections without content are hidden; product lists are hidden when empty
 * (docs/rules/content-pages.md, "Sections without content are hidden").
 */
export function visibleSections(s: DestinationSections): Record<SectionKey, boolean> {
  const { content } = s;
  const teaser = content.teaser;
  const mainTeaser = content.main_teaser_element;
  return {
    breadcrumbs: s.content.breadcrumbs.some((crumb) => hasText(crumb.name)),
    teaser: hasText(teaser.teaser_title) || hasText(teaser.teaser_description),
    facets: s.facetCount > 0,
    quicklinks: s.quicklinks.some((link) => hasText(link.name)),
    weather: s.weather !== null,
    hotels: s.hotels.length > 0,
    tabs: s.tabs.some((tab) => hasText(tab.title) && hasHtml(tab.text)),
    seoBlocks: furtherSeoBlocks(content).length > 0,
    siblings: s.siblings.some((sibling) => hasText(sibling.name)),
    recommendations: (!!mainTeaser && hasText(mainTeaser.title)) || s.cheapest !== null,
    faq: s.faq.some((section) => section.items.some((item) => hasText(item.question))),
  };
}

/** The blocks after the first (the first is the page's h1), those with something to say. */
export function furtherSeoBlocks(content: DestinationContent) {
  return content.seo_content.seo_info_collection
    .slice(1)
    .filter((block) => hasText(block.headline) || hasHtml(block.text));
}

/**
 * The page's one h1, the first SEO text block: its headline, else the
 * teaser title, else the last breadcrumb, so a page never goes without one.
 */
export function pageHeadline(content: DestinationContent): string {
  const first = content.seo_content.seo_info_collection[0]?.headline;
  const candidates = [first, content.teaser.teaser_title, content.breadcrumbs.at(-1)?.name];
  return candidates.find(hasText)?.trim() ?? content.location.country;
}

/** Plain text of CMS HTML (for the meta description); tags dropped, spaces collapsed. */
export function plainText(html: string): string {
  const doc = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** A meta description of at most `max` characters, cut at a word with an ellipsis. */
export function metaDescription(content: DestinationContent, max = 160): string {
  const first = content.seo_content.seo_info_collection[0];
  const text = [first ? plainText(first.text) : '', content.teaser.teaser_description]
    .map((t) => t.trim())
    .find(Boolean);
  if (!text) return pageHeadline(content);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).trimEnd();
  return `${atWord}…`;
}
