import type { MediaItem, MixedResultItem } from '../../../api/types';
import { safeUrl } from '../../../lib/safeUrl';

// Only web or site addresses: a server's other schemes never reach an img src.
const imageUrl = (item: MediaItem): string | undefined =>
  safeUrl(typeof item === 'string' ? item : item.link);

/** The pictures a list item shows one at a time: its thumbnails, else its main image. */
export function galleryUrls(thumbnails: readonly MediaItem[], fallback?: string): string[] {
  const urls = thumbnails.map(imageUrl).filter((url): url is string => !!url);
  const main = safeUrl(fallback);
  if (urls.length === 0 && main) urls.push(main);
  return urls;
}

/** The first picture of the list: the page's largest content, preloaded from the answer. */
export function leadImageOf(results: readonly MixedResultItem[]): string | undefined {
  const hotel = results[0]?.hotels[0];
  return hotel ? galleryUrls(hotel.thumbnails, hotel.content?.mainImage?.link)[0] : undefined;
}
