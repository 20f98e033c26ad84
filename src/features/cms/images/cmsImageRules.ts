import type { CmsImage } from '../../../api/types';

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * Teaser image slots; small up to 767 px wide, medium from 768 px (docs/rules/cms-modules.md,
 * "Teaser types and their pictures").
 */
export const slotSizes = {
  // The "background" pair: the hero's full-bleed picture.
  hero: { small: { width: 460, height: 700 }, medium: { width: 1920, height: 800 } },
  classic: { small: { width: 270, height: 180 }, medium: { width: 360, height: 280 } },
  simple: { small: { width: 360, height: 180 }, medium: { width: 360, height: 180 } },
  amenities: { small: { width: 420, height: 300 }, medium: { width: 420, height: 300 } },
  destination: { small: { width: 360, height: 180 }, medium: { width: 1140, height: 330 } },
  imageOffer: { small: { width: 360, height: 220 }, medium: { width: 380, height: 230 } },
  promotion: { small: { width: 420, height: 300 }, medium: { width: 1920, height: 480 } },
  overlay: { small: { width: 400, height: 250 }, medium: { width: 920, height: 380 } },
} as const satisfies Record<string, { small: ImageSize; medium: ImageSize }>;

export type CmsImageSlot = keyof typeof slotSizes;

/** The host's rewrite rule for images on its cloud image host (host config `images`). */
export interface ImageRewrite {
  cloudPrefix: string;
  cdnPrefix: string;
}

/**
 * Images start loading 100 px before they scroll into view (docs/rules/cms-modules.md, "CMS
 * images").
 */
export const lazyOffsetPx = 100;

const withoutScheme = (url: string) => url.replace(/^https?:/i, '');

/** The https variant when the CMS has one. */
export function imageSource(image: CmsImage): string {
  return image.secure_url || image.url;
}

/**
 * An image on the cloud image host is rewritten to webp through the CDN prefix, in the size asked
 * for; any other image keeps its URL.
 */
export function cdnUrl(url: string, size: ImageSize, rule: ImageRewrite | undefined): string {
  if (!rule?.cloudPrefix || !rule.cdnPrefix) return url;
  const cloud = withoutScheme(rule.cloudPrefix);
  const bare = withoutScheme(url);
  if (!bare.startsWith(cloud)) return url;
  const prefix = rule.cdnPrefix
    .replaceAll('{width}', String(size.width))
    .replaceAll('{height}', String(size.height));
  return prefix + bare.slice(cloud.length);
}

/** Where a slot's image loads from on small and on medium screens. */
export function slotSources(
  image: CmsImage,
  slot: CmsImageSlot,
  rule: ImageRewrite | undefined,
): { small: string; medium: string } {
  const url = imageSource(image);
  const sizes = slotSizes[slot];
  return { small: cdnUrl(url, sizes.small, rule), medium: cdnUrl(url, sizes.medium, rule) };
}
