import { useEffect } from 'react';

/** Marks the canonical link the shop added, so it never touches one the host page set. */
const ownMark = 'data-hs-canonical';

/**
 * Spec 1 §2.7 hotel links "may drop search parameters for SEO": a visitor's links keep the search,
 * while search engines are told the hotel page's address without it (one indexed page per hotel,
 * not one per date and traveller combination). A canonical link the host page set is left alone.
 */
export function useCanonicalLink(url: string | null): void {
  useEffect(() => {
    if (!url) return undefined;
    const hostOwn = document.head.querySelector(`link[rel="canonical"]:not([${ownMark}])`);
    if (hostOwn) return undefined;
    const link = document.createElement('link');
    link.rel = 'canonical';
    link.href = url;
    link.setAttribute(ownMark, '');
    document.head.append(link);
    return () => link.remove();
  }, [url]);
}
