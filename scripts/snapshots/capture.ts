/**
 * What runs inside the page while a snapshot is taken. Playwright sends these functions to the
 * browser as their source text: they must not use anything from outside their own body.
 */

/** What a snapshot keeps of a rendered page, addresses still with the origin it was taken from. */
export interface CapturedPage {
  title: string;
  description: string | null;
  canonical: string | null;
  /** JSON-LD texts the shop set. */
  structuredData: string[];
  /** The addresses of the stylesheets the shop linked. */
  stylesheets: string[];
  /** Rules standing in for the markup's style attributes (the classes they gave the elements). */
  styleRules: string;
  /** The mount element's content, sanitised, in one element marked data-hs-snapshot. */
  markup: string;
  /** What the sanitiser took out (none expected: the shop renders nothing unsafe). */
  removed: string[];
}

/**
 * Whether the shop in the mount shows a page with content, its title set and nothing loading:
 * the same test as the take-over's (src/app/takeover.ts), so a snapshot shows what the shop
 * swaps in.
 */
export function pageSettled(selector: string): boolean {
  const mount = document.querySelector(selector);
  const main = mount?.querySelector('main');
  return (
    !!mount &&
    !!main &&
    main.textContent?.trim() !== '' &&
    document.title.trim() !== '' &&
    mount.querySelector('.hs-loader, [aria-busy="true"]') === null &&
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      )
  );
}

interface Purifier {
  sanitize(html: string, config: object): string;
  removed: { element?: Element; attribute?: Attr | null; from?: Element }[];
}

/** The page as a snapshot keeps it; DOMPurify must have been added to the page. */
export function capturePage(selector: string): CapturedPage {
  const purifier = (window as unknown as { DOMPurify: Purifier }).DOMPurify;
  const mount = document.querySelector(selector)!;
  const head = document.head;
  // A strict style-src blocks style attributes in served HTML (React sets them through the CSSOM,
  // which it allows): each becomes a class with one rule, marked !important so it still wins over
  // the stylesheets' rules as the attribute did. Equal attributes share their class.
  const copy = mount.cloneNode(true) as Element;
  const classes = new Map<string, string>();
  for (const element of copy.querySelectorAll<HTMLElement | SVGElement>('[style]')) {
    // The serialised declarations, shorthands kept (a shorthand with var() has no longhand values).
    const declarations = element.style.cssText
      .split(/;\s*(?=[-a-zA-Z]+\s*:)/)
      .map((declaration) => declaration.replace(/;\s*$/, '').trim())
      .filter(Boolean)
      .map((declaration) =>
        /!\s*important$/i.test(declaration) ? declaration : `${declaration} !important`,
      )
      .join(';');
    element.removeAttribute('style');
    if (!declarations) continue;
    const name = classes.get(declarations) ?? `hs-snap-${classes.size + 1}`;
    classes.set(declarations, name);
    element.classList.add(name);
  }
  const markup = purifier.sanitize(copy.innerHTML, {
    ADD_ATTR: ['inert', 'fetchpriority', 'focusable', 'srcset', 'sizes', 'target'],
  });
  const removed = purifier.removed.map((entry) =>
    entry.attribute
      ? `${entry.attribute.name} of ${entry.from?.nodeName.toLowerCase() ?? '?'}`
      : (entry.element?.nodeName.toLowerCase() ?? '?'),
  );
  return {
    title: document.title,
    description: head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? null,
    canonical: head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null,
    structuredData: [...head.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => script.textContent ?? '',
    ),
    // The host page links no stylesheets of its own: every one here is the shop's.
    stylesheets: [...head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
      (link) => link.href,
    ),
    styleRules: [...classes].map(([declarations, name]) => `.${name}{${declarations}}`).join('\n'),
    markup: `<div data-hs-snapshot="">${markup}</div>`,
    removed: [...new Set(removed)],
  };
}
