import type {
  ImageMediaItem,
  MediaCategory,
  MediaItem,
  VideoMediaItem,
} from '../../../../api/types';
import { safeUrl } from '../../../../lib/safeUrl';

/** Categories in the order the dropdown lists them (after 'all'). */
export const mediaCategories: readonly MediaCategory[] = [
  'hotel',
  'room',
  'pool',
  'beach',
  'restaurant',
  'wellness',
  'sport',
  'surroundings',
];

export type GalleryFilter = MediaCategory | 'all';

export type GalleryItem =
  | { kind: 'image'; src: string; category?: MediaCategory; title?: string }
  | {
      kind: 'video';
      src: string;
      mimeType: string;
      category?: MediaCategory;
      poster?: string;
      muted: boolean;
      loop: boolean;
      title?: string;
    };

const knownCategory = (value: unknown): MediaCategory | undefined =>
  (mediaCategories as readonly unknown[]).includes(value) ? (value as MediaCategory) : undefined;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

function imageOf(item: ImageMediaItem | MediaItem): GalleryItem | null {
  // A media item may be a plain link string: an image without a category.
  const src = safeUrl(typeof item === 'string' ? item : item.link);
  if (!src) return null;
  if (typeof item === 'string') return { kind: 'image', src };
  return { kind: 'image', src, category: knownCategory(item.category), title: text(item.title) };
}

function videoOf(item: VideoMediaItem): GalleryItem | null {
  const src = safeUrl(item.src);
  if (!src) return null;
  const options = item.options ?? {};
  return {
    kind: 'video',
    src,
    mimeType: typeof item.type === 'string' && /^video\/[\w.+-]+$/.test(item.type) ? item.type : '',
    category: knownCategory(item.category),
    poster: safeUrl(options.poster),
    muted: options.muted === true,
    loop: options.loop === true,
    title: text(options.title),
  };
}

/**
 * Images first, then videos; items without a usable address are dropped
 * (docs/rules/hotel.md, "Media gallery").
 */
export function galleryItems(media: {
  images: readonly (ImageMediaItem | MediaItem)[];
  videos: readonly VideoMediaItem[];
}): GalleryItem[] {
  return [...media.images.map(imageOf), ...media.videos.map(videoOf)].filter(
    (item): item is GalleryItem => item !== null,
  );
}

/**
 * 'all' and only the categories that exist among the images or videos
 * (docs/rules/hotel.md, "Media gallery").
 */
export function galleryFilters(items: readonly GalleryItem[]): GalleryFilter[] {
  const present = new Set(items.map((item) => item.category));
  return ['all', ...mediaCategories.filter((category) => present.has(category))];
}

export function itemsOf(items: readonly GalleryItem[], filter: GalleryFilter): GalleryItem[] {
  return filter === 'all' ? [...items] : items.filter((item) => item.category === filter);
}

/** The video button opens on the first video, when there is one; else the start. */
export function startIndex(items: readonly GalleryItem[], preferVideo: boolean): number {
  if (!preferVideo) return 0;
  return Math.max(
    0,
    items.findIndex((item) => item.kind === 'video'),
  );
}

/** Previous and next wrap around, so the last item leads back to the first. */
export function stepIndex(index: number, by: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + by) % count) + count) % count;
}
