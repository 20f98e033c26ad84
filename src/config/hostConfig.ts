import * as v from 'valibot';
import { decideUrl, isLoadableUrl } from '../lib/urlPolicy';
import { defaultLocale, locales, markets } from './locales';
import { identityOrigin, urlContextOf } from './urlContext';

/**
 * The contract between a brand host page and the shop (README "Configuration").
 * Every key has a default, so a host sets only what differs.
 */
const cssColour = v.pipe(
  v.string(),
  v.regex(/^(#[0-9a-fA-F]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\))$/, 'a CSS colour'),
);

const isPlainObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object of known keys; an array or anything else is refused, not read as an empty object. */
function record<const T extends v.ObjectEntries>(entries: T) {
  const schema = v.object(entries);
  return v.pipe(v.custom<v.InferInput<typeof schema>>(isPlainObject, 'an object'), schema);
}

/** A CSS selector document.querySelector can read (a bad one would throw there, unexplained). */
function isSelector(value: string): boolean {
  if (typeof document === 'undefined') return true;
  try {
    document.createDocumentFragment().querySelector(value);
    return true;
  } catch {
    return false;
  }
}

/** An address the shop loads from (a logo, a script): a path of this site or http(s). */
const loadableUrl = v.pipe(
  v.string(),
  v.check<string, string>(isLoadableUrl, 'a path of this site or an http(s) address'),
);

/** An origin as browsers write it (lower case): scheme, host and port, nothing else. */
const origin = v.pipe(v.string(), v.regex(/^https?:\/\/[a-z\d.-]+(:\d+)?$/, 'an origin'));

/** Third-party services that load only after consent, as a consent manager names them. */
export type ConsentService = 'maps' | 'recaptcha' | 'analytics';

/**
 * A host's consent manager as the shop talks to it (README "Consent manager"). Plain functions:
 * the shop calls them without `this`.
 */
export interface ConsentManager {
  /** The visitor's decisions so far; a service left out (or not a boolean) is undecided. */
  getConsent: () => Partial<Record<ConsentService, boolean>>;
  /** Calls `listener` after each change of the visitor's decisions; may return an unsubscribe. */
  onChange?: (listener: () => void) => unknown;
  /** The visitor pressed 'Accept' on the shop's placeholder for `service`. */
  grant?: (service: ConsentService) => void;
}

/** Only getConsent is checked here; the shop calls onChange and grant defensively. */
const isConsentManager = (value: unknown): value is ConsentManager =>
  typeof (value as Partial<ConsentManager> | null)?.getConsent === 'function';

const featureFlags = record({
  login: v.optional(v.boolean(), false),
  favourites: v.optional(v.boolean(), true),
  hotelMap: v.optional(v.boolean(), true),
  frequentFlyerProgrammes: v.optional(v.boolean(), false),
  childAgeControl: v.optional(v.boolean(), true),
  hotelRating: v.optional(v.boolean(), true),
  newsletterConsent: v.optional(v.boolean(), false),
  milesProgramme: v.optional(v.boolean(), false),
});

export const hostConfigSchema = record({
  /** White-label variant name. */
  variant: v.optional(v.pipe(v.string(), v.nonEmpty()), 'default'),
  /** CSS selector of the element the shop mounts into. */
  mountSelector: v.optional(
    v.pipe(v.string(), v.nonEmpty(), v.check(isSelector, 'a CSS selector')),
    '#holiday-shop',
  ),
  brand: v.optional(
    record({
      id: v.optional(v.pipe(v.string(), v.nonEmpty()), 'default'),
      name: v.optional(v.pipe(v.string(), v.nonEmpty()), 'Holiday Shop'),
      logoUrl: v.optional(loadableUrl),
      /** The logo file's own size: the header reserves its place before the file arrives. */
      logoSize: v.optional(
        record({
          width: v.pipe(v.number(), v.integer(), v.minValue(1)),
          height: v.pipe(v.number(), v.integer(), v.minValue(1)),
        }),
      ),
      hotline: v.optional(
        record({
          label: v.string(),
          /** Goes into a tel: link: digits, spaces and + ( ) / - only. */
          tel: v.pipe(v.string(), v.regex(/^\+?[\d\s()/-]+$/, 'a telephone number')),
        }),
      ),
      theme: v.optional(
        record({
          primary: v.optional(cssColour),
          primaryContrast: v.optional(cssColour),
          accent: v.optional(cssColour),
          /** Text on the accent colour (the search button); choose it for a 4.5:1 contrast. */
          accentContrast: v.optional(cssColour),
          surface: v.optional(cssColour),
          text: v.optional(cssColour),
        }),
        {},
      ),
    }),
    {},
  ),
  market: v.optional(v.picklist(markets, 'one of de, at, ch, gb, ie, it, es')),
  locale: v.optional(v.picklist(locales, `one of ${locales.join(', ')}`), defaultLocale),
  /** Base URL of the brand host's backend; '' means the page's own origin. */
  apiBaseUrl: v.optional(
    v.pipe(
      v.string(),
      v.check((value) => value === '' || isLoadableUrl(value), 'a path or an http(s) address'),
    ),
    '',
  ),
  /** Where the bundle's lazy chunks are served from (a CDN, say); default: next to the entry script. */
  assetBase: v.optional(loadableUrl),
  /** Path prefix the host serves the shop under, e.g. '/holidays'; '' for the site root. */
  basePath: v.optional(v.pipe(v.string(), v.regex(/^(\/[\w.-]+)*$/, "'' or '/segment'")), ''),
  features: v.optional(featureFlags, {}),
  keys: v.optional(
    record({
      googleMaps: v.optional(v.string()),
      /** Where the Maps script loads from; default Google's. The demo host serves a stand-in. */
      googleMapsScriptUrl: v.optional(loadableUrl),
      /** reCAPTCHA v2 site key; without one no form asks for a reCAPTCHA. */
      recaptcha: v.optional(v.string()),
      /** Where the reCAPTCHA script loads from; default Google's. The demo host serves a stand-in. */
      recaptchaScriptUrl: v.optional(loadableUrl),
      auth0: v.optional(
        record({
          /** A host name, or an http(s) URL (the demo's provider under a path). */
          domain: v.pipe(
            v.string(),
            v.check((value) => identityOrigin(value) !== null, 'a host name or an http(s) URL'),
          ),
          clientId: v.pipe(v.string(), v.nonEmpty()),
          audience: v.optional(v.string()),
          /** Where the SDK keeps the tokens (README "Configuration"); memory unless the host asks. */
          tokenStorage: v.optional(v.picklist(['memory', 'localstorage']), 'memory'),
        }),
      ),
      cardFieldsScriptUrl: v.optional(loadableUrl),
    }),
    {},
  ),
  /** Loyalty membership: the member price and its discount (default 0). */
  membership: v.optional(
    record({
      /** Where a visitor becomes a member; without it no member price shows. A link (see below). */
      url: v.optional(v.string()),
      /** Member discount in percent; 0 shows no member price. */
      discountPercent: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(99)), 0),
    }),
    {},
  ),
  /** Miles earned on a booking, shown with `features.milesProgramme`. */
  miles: v.optional(
    record({
      /** Miles per EUR of the booking total. */
      earnRate: v.optional(v.pipe(v.number(), v.minValue(0)), 1),
      /** Miles per EUR for hotels of the boost collection. */
      boostRate: v.optional(v.pipe(v.number(), v.minValue(0))),
      /** Name of the hotel collection that earns the boost rate. */
      boostCollection: v.optional(v.string()),
    }),
    {},
  ),
  /** Card payment. */
  payment: v.optional(
    record({
      bin: v.optional(
        record({
          /** default: no check; discount: matching cards earn the card discount; allow: only they pay. */
          strategy: v.optional(v.picklist(['default', 'discount', 'allow']), 'default'),
          /** Card-number prefixes (BINs) of the discounted or allowed cards. */
          bins: v.optional(v.array(v.pipe(v.string(), v.regex(/^\d{1,8}$/))), []),
          /** Card holder names that must match; empty: any holder. */
          cardHolders: v.optional(v.array(v.string()), []),
        }),
        {},
      ),
    }),
    {},
  ),
  /** Booking checkout. */
  booking: v.optional(
    record({
      /** Network failures of the processing poll tolerated in a row; after them soft-booked (0: failed). */
      pollRetries: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20)), 5),
      /** After this long without a final answer the booking is shown as soft-booked, never as lost. */
      processingTimeoutSeconds: v.optional(
        v.pipe(v.number(), v.integer(), v.minValue(10), v.maxValue(900)),
        180,
      ),
    }),
    {},
  ),
  /**
   * The host's consent manager: the shop reads its decisions, follows its changes and
   * tells it when a placeholder's 'Accept' is pressed. Without one, consent lasts for the page.
   */
  consentManager: v.optional(
    v.custom<ConsentManager>(isConsentManager, 'an object with getConsent()'),
  ),
  /** Analytics: where events go and whether they wait for consent. */
  analytics: v.optional(
    record({
      /** Name of the host's data layer array on window; '' sends nothing there. */
      dataLayer: v.optional(v.pipe(v.string(), v.regex(/^([A-Za-z_$][\w$]*)?$/)), 'dataLayer'),
      /** Data-layer events wait for analytics consent; false when the host's tag manager decides. */
      requireConsent: v.optional(v.boolean(), true),
      /** Checkout events go to the host's event logger route. */
      eventLog: v.optional(v.boolean(), true),
    }),
    {},
  ),
  /** Destination content pages. */
  seo: v.optional(
    record({
      /** Hotels per page of a destination page's list ("the configured resultsPerPage"). */
      resultsPerPage: v.optional(
        v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50)),
        10,
      ),
    }),
    {},
  ),
  /** Link behind 'More Information' on consent placeholders and in the cookie notice. A link. */
  privacyUrl: v.optional(v.string(), '#privacy'),
  /**
   * Origins besides the shop's own that links and redirects may lead to: the payment provider's
   * pages (a PayPal approval, a bank's page) and other sites of the brand. The identity
   * provider's origin (keys.auth0.domain) is allowed without being listed here.
   */
  allowedOrigins: v.optional(v.array(origin), []),
  cookieNotice: v.optional(v.boolean(), true),
  /**
   * The host page sets this while an editor of its CMS is signed in: such users are not sent
   * away from a sold-out voucher checkout.
   */
  cmsUser: v.optional(v.boolean(), false),
  /**
   * CMS images whose URL starts with `cloudPrefix` (the cloud image host) load as webp
   * through `cdnPrefix`, which takes their place; {width} and {height} in it are the slot's size.
   */
  images: v.optional(record({ cloudPrefix: loadableUrl, cdnPrefix: loadableUrl })),
});

export type HostConfigInput = v.InferInput<typeof hostConfigSchema>;
export type HostConfig = v.InferOutput<typeof hostConfigSchema> & {
  market: NonNullable<v.InferOutput<typeof hostConfigSchema>['market']>;
};

export type ConfigResult = { ok: true; config: HostConfig } | { ok: false; problems: string[] };

/** A check's own message says what it expects; valibot's default ones start with 'Invalid'. */
function expectedOf(issue: v.BaseIssue<unknown>): string {
  const own = issue.kind === 'validation' || issue.type === 'custom';
  if (own && !issue.message.startsWith('Invalid ')) return issue.message;
  return issue.expected ?? 'a valid value';
}

/**
 * The keys whose addresses the visitor follows go through the URL policy with the origins this
 * very configuration allows (docs/rules/url-policy.md).
 */
function linkProblems(config: v.InferOutput<typeof hostConfigSchema>): string[] {
  const context = urlContextOf(config);
  const links: [string, string | undefined][] = [
    ['privacyUrl', config.privacyUrl],
    ['membership.url', config.membership.url],
  ];
  return links.flatMap(([path, value]) => {
    if (value === undefined) return [];
    const decision = decideUrl(value, context);
    return decision.ok
      ? []
      : [`${path}: expected an allowed address, got ${JSON.stringify(value)} (${decision.reason})`];
  });
}

export function parseHostConfig(input: unknown): ConfigResult {
  const result = v.safeParse(hostConfigSchema, input ?? {});
  if (!result.success) {
    return {
      ok: false,
      problems: result.issues.map((issue) => {
        const path = v.getDotPath(issue) ?? '(root)';
        return `${path}: expected ${expectedOf(issue)}, got ${issue.received}`;
      }),
    };
  }
  const output = result.output;
  const problems = linkProblems(output);
  if (problems.length) return { ok: false, problems };
  // The market follows the locale unless the host names one.
  const market = output.market ?? marketOfLocale(output.locale);
  return { ok: true, config: { ...output, market } };
}

function marketOfLocale(locale: (typeof locales)[number]): (typeof markets)[number] {
  const country = locale.split('-')[1];
  return (markets as readonly string[]).includes(country ?? '')
    ? (country as (typeof markets)[number])
    : 'de';
}

export { readHostGlobal } from './hostGlobal';
