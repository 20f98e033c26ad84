import { preload } from 'react-dom';

/**
 * A page's lead image (its largest content, the result list's first picture, the hotel's header
 * picture) is asked for at once and before other pictures: preloaded as soon as its address is
 * known, even before the component that shows it has arrived. React adds the link to the
 * document's head once per address.
 */
export function preloadLeadImage(url: string): void {
  preload(url, { as: 'image', fetchPriority: 'high' });
}

/** The lead image's own attributes: never lazy, high priority. */
export const leadImageProps = { loading: 'eager', fetchPriority: 'high' } as const;
