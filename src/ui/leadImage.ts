import { fetchPriorityAttribute } from './domAttributes';

/**
 * A page's lead image (its largest content, the result list's first picture, the hotel's header
 * picture) is asked for at once and before other pictures: preloaded as soon as its address is
 * known, even before the component that shows it has arrived, with one link in the document's
 * head per address.
 */
export function preloadLeadImage(url: string): void {
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]');
  for (const link of links) if (link.getAttribute('href') === url) return;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', url);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

/** The lead image's own attributes: never lazy, high priority. */
export const leadImageProps: { loading: 'eager' } = {
  loading: 'eager',
  ...fetchPriorityAttribute('high'),
};
