/**
 * The `xss` fault prefixes content fields with script-injection vectors, so browser tests can prove
 * that nothing the server sends executes. A handful of classic vectors from the OWASP XSS Filter
 * Evasion Cheat Sheet (CC BY-SA 4.0).
 */
export const xssVectors = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(1)">',
  '<svg/onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">Click Me!</a>',
  '"><img src="x:x" onerror="alert(1)">',
  '<body onload=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
];

/**
 * Fields that carry text or CMS HTML the shop renders; ids, codes it matches on, urls, slugs,
 * dates and enumerations stay intact. Codes the shop shows as text (a membership's promo code,
 * the airlines of an info box) count as text.
 */
export const contentKeys: ReadonlySet<string> = new Set([
  'headline',
  'subheadline',
  'postsubheadline',
  'copytext',
  'text',
  'html',
  'answer',
  'question',
  'title',
  'description',
  'userName',
  'tooltipText',
  'label',
  'highlightedLabel',
  'teaser_title',
  'teaser_description',
  'booking_information',
  'name',
  // CMS teasers and slides (their content fields)
  'alt',
  'buttonText',
  'badgeText',
  'destinationName',
  'durationSubline',
  'hotelName',
  'overrideButtonText',
  'overrideBubbleText',
  'overrideDestination',
  'overrideAdditionalInformation',
  // Other CMS modules
  'separator',
  'partnerName',
  'editorNote',
  'airlines',
  'promoCode',
  'hint',
  'loginText',
  'termsHtml',
  'successHeadline',
  'successCopy',
]);

/**
 * Strings of the CMS documents that are not shown as text: ids, codes the shop matches on, links,
 * dates, enumerations and search parameters. Every string field of the demo's CMS documents is
 * in this set or in contentKeys (demo/handlers/xss.test.ts checks).
 */
export const intactKeys: ReadonlySet<string> = new Set([
  'id',
  'slug',
  'pageType',
  'type',
  'kind',
  'url',
  'secure_url',
  'link',
  'overrideLink',
  'textBlockPosition',
  'textBlockSize',
  'colorScheme',
  'currency',
  'destinations',
  'departureDate',
  'returnDate',
  'duration',
  'icon',
  'pages',
  'pageTypes',
  'code',
  'date',
  'validUntil',
  'boostCollection',
  'logos',
  'partnerId',
  'partnerLogo',
  'urlParameter',
  'source',
  'listId',
]);

export function injectXss<T>(value: T): T {
  let counter = 0;
  const walk = (node: unknown, key: string | null): unknown => {
    if (typeof node === 'string') {
      if (key === null || !contentKeys.has(key)) return node;
      const vector = xssVectors[counter++ % xssVectors.length] ?? '';
      return `${vector}${node}`;
    }
    if (Array.isArray(node)) return node.map((item) => walk(item, key));
    if (node && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v, k)]));
    }
    return node;
  };
  return walk(value, null) as T;
}
