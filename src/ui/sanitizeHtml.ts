import DOMPurify, { type Config } from 'dompurify';

// CMS HTML is rich text: anything that runs code, submits data, restyles the host page or
// embeds another document is dropped outright rather than trusted to attribute filtering.
const config: Config = {
  // HTML only: no SVG or MathML, whose namespaces are where most sanitiser bypasses live.
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'script',
    'style',
    'link',
    'meta',
    'base',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'applet',
    'form',
    'input',
    'button',
    'select',
    'option',
    'textarea',
  ],
  FORBID_ATTR: ['style', 'action', 'formaction'],
  // Editors open links in a new tab ('linkout'); the hook below makes that safe.
  ADD_ATTR: ['target'],
};

const safeTargets = new Set(['_blank', '_self']);

function hardenElement(element: Element): void {
  const target = element.getAttribute('target')?.trim().toLowerCase();
  if (target !== undefined && !safeTargets.has(target)) {
    // A named target could reuse a window another site opened.
    element.removeAttribute('target');
  } else if (target === '_blank') {
    // Without these the opened page gets `window.opener` and the referrer.
    const rel = new Set((element.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean));
    rel.add('noopener').add('noreferrer');
    element.setAttribute('rel', [...rel].join(' '));
  }
  // An editor's image without alt text would be read out by its file name: it counts as decoration.
  if (element.tagName === 'IMG' && !element.hasAttribute('alt')) element.setAttribute('alt', '');
  // DOMPurify lets any data: URI through on images; only real images may stay.
  for (const name of ['src', 'href']) {
    const value = element.getAttribute(name);
    if (value && /^\s*data:/i.test(value) && !/^\s*data:image\//i.test(value)) {
      element.removeAttribute(name);
    }
  }
}

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | undefined;

// A private instance, created on first use, so the hook is registered exactly once and never
// leaks into other code that uses the shared DOMPurify default.
function getPurifier(): Purifier {
  if (!purifier) {
    purifier = DOMPurify(window);
    purifier.addHook('afterSanitizeAttributes', hardenElement);
  }
  return purifier;
}

/** Sanitises untrusted HTML (CMS content) for insertion into the page. */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, config);
}
