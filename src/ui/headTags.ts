import { useEffect } from 'react';

/** Marks head elements the shop added, so it never touches ones the host page set. */
const ownMark = 'data-hs-head';

/**
 * Marks the head tags a host served with an HTML snapshot of the page: the shop's own, as
 * rendered earlier, which the take-over removes once the shop has set its own (src/app/takeover.ts).
 */
export const snapshotMark = 'data-hs-snapshot';

/**
 * On a snapshot page the snapshot's description stands in the host page's own element, which
 * keeps the host's text in this attribute (empty when the host page had none): leaving the page
 * gives the host's text back, not the snapshot's.
 */
export const hostDescriptionMark = 'data-hs-host-description';

/** Adds an element to the document head while `make` has one to add; removed on change. */
function useOwnHeadElement(make: (() => HTMLElement) | null, key: string | null): void {
  useEffect(() => {
    if (!make) return undefined;
    const element = make();
    element.setAttribute(ownMark, '');
    document.head.append(element);
    return () => element.remove();
    // The key stands for everything make builds from.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [key]);
}

/**
 * Hotel links may leave the search out for search engines: a visitor's links keep the search,
 * while search engines are told the page's address without it (one indexed page per hotel or
 * destination page, not one per search). A canonical link the host page set is left alone.
 */
export function useCanonicalLink(url: string | null): void {
  const hostOwn =
    typeof document !== 'undefined' &&
    document.head.querySelector(
      `link[rel="canonical"]:not([${ownMark}]):not([${snapshotMark}])`,
    ) !== null;
  useOwnHeadElement(
    url && !hostOwn
      ? () => {
          const link = document.createElement('link');
          link.rel = 'canonical';
          link.href = url;
          return link;
        }
      : null,
    url && !hostOwn ? url : null,
  );
}

/**
 * The page's address in its own language for search engines (hreflang): `tag` is the locale's
 * BCP 47 tag, `url` the canonical address.
 */
export function useAlternateLink(tag: string, url: string | null): void {
  useOwnHeadElement(
    url
      ? () => {
          const link = document.createElement('link');
          link.rel = 'alternate';
          link.hreflang = tag;
          link.href = url;
          return link;
        }
      : null,
    url ? `${tag} ${url}` : null,
  );
}

/**
 * The page's meta description while it is shown: the host page's own description is replaced
 * for the time being and given back on leaving (on a snapshot page, the host's text the element
 * keeps, see hostDescriptionMark); without one the shop adds its own.
 */
export function useMetaDescription(text: string | null): void {
  useEffect(() => {
    if (!text) return undefined;
    const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (existing) {
      const hostText = existing.getAttribute(hostDescriptionMark);
      const before = hostText ?? existing.content;
      existing.content = text;
      return () => {
        if (hostText === '') existing.remove();
        else existing.content = before;
      };
    }
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = text;
    meta.setAttribute(ownMark, '');
    document.head.append(meta);
    return () => meta.remove();
  }, [text]);
}

/**
 * Structured data (schema.org JSON-LD) for search engines, in the head. It is set as the text of
 * a data script, never parsed as HTML, and '<' is escaped so no content can close the element.
 */
export function useStructuredData(data: object | null): void {
  const json = data ? JSON.stringify(data).replace(/</g, '\\u003c') : null;
  useOwnHeadElement(
    json
      ? () => {
          const script = document.createElement('script');
          script.type = 'application/ld+json';
          script.textContent = json;
          return script;
        }
      : null,
    json,
  );
}
