import * as v from 'valibot';
import { defaultLocale, locales, markets } from './locales';

/**
 * The contract between a brand host page and the shop (README "Configuration").
 * Every key has a default, so a host sets only what differs.
 */
const cssColour = v.pipe(
  v.string(),
  v.regex(/^(#[0-9a-fA-F]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\))$/, 'a CSS colour'),
);

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

const featureFlags = v.object({
  login: v.optional(v.boolean(), false),
  favourites: v.optional(v.boolean(), true),
  hotelMap: v.optional(v.boolean(), true),
  frequentFlyerProgrammes: v.optional(v.boolean(), false),
  childAgeControl: v.optional(v.boolean(), true),
  hotelRating: v.optional(v.boolean(), true),
  newsletterConsent: v.optional(v.boolean(), false),
  milesProgramme: v.optional(v.boolean(), false),
});

export const hostConfigSchema = v.object({
  /** White-label variant name. */
  variant: v.optional(v.pipe(v.string(), v.nonEmpty()), 'default'),
  /** CSS selector of the element the shop mounts into. */
  mountSelector: v.optional(v.pipe(v.string(), v.nonEmpty()), '#holiday-shop'),
  brand: v.optional(
    v.object({
      id: v.optional(v.pipe(v.string(), v.nonEmpty()), 'default'),
      name: v.optional(v.pipe(v.string(), v.nonEmpty()), 'Holiday Shop'),
      logoUrl: v.optional(v.string()),
      /** The logo file's own size: the header reserves its place before the file arrives. */
      logoSize: v.optional(
        v.object({
          width: v.pipe(v.number(), v.integer(), v.minValue(1)),
          height: v.pipe(v.number(), v.integer(), v.minValue(1)),
        }),
      ),
      hotline: v.optional(v.object({ label: v.string(), tel: v.string() })),
      theme: v.optional(
        v.object({
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
  apiBaseUrl: v.optional(v.string(), ''),
  /** Where the bundle's lazy chunks are served from (a CDN, say); default: next to the entry script. */
  assetBase: v.optional(v.string()),
  /** Path prefix the host serves the shop under, e.g. '/holidays'; '' for the site root. */
  basePath: v.optional(v.pipe(v.string(), v.regex(/^(\/[\w.-]+)*$/, "'' or '/segment'")), ''),
  features: v.optional(featureFlags, {}),
  keys: v.optional(
    v.object({
      googleMaps: v.optional(v.string()),
      /** Where the Maps script loads from; default Google's. The demo host serves a stand-in. */
      googleMapsScriptUrl: v.optional(v.string()),
      /** reCAPTCHA v2 site key; without one no form asks for a reCAPTCHA. */
      recaptcha: v.optional(v.string()),
      /** Where the reCAPTCHA script loads from; default Google's. The demo host serves a stand-in. */
      recaptchaScriptUrl: v.optional(v.string()),
      auth0: v.optional(
        v.object({
          domain: v.string(),
          clientId: v.string(),
          audience: v.optional(v.string()),
          /** Where the SDK keeps the tokens (README "Configuration"); memory unless the host asks. */
          tokenStorage: v.optional(v.picklist(['memory', 'localstorage']), 'memory'),
        }),
      ),
      cardFieldsScriptUrl: v.optional(v.string()),
    }),
    {},
  ),
  /** Loyalty membership: the member price and its discount (default 0). */
  membership: v.optional(
    v.object({
      /** Where a visitor becomes a member; without it no member price shows. */
      url: v.optional(v.string()),
      /** Member discount in percent; 0 shows no member price. */
      discountPercent: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(99)), 0),
    }),
    {},
  ),
  /** Miles earned on a booking, shown with `features.milesProgramme`. */
  miles: v.optional(
    v.object({
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
    v.object({
      bin: v.optional(
        v.object({
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
    v.object({
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
    v.object({
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
    v.object({
      /** Hotels per page of a destination page's list ("the configured resultsPerPage"). */
      resultsPerPage: v.optional(
        v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50)),
        10,
      ),
    }),
    {},
  ),
  /** Link behind 'More Information' on consent placeholders and in the cookie notice. */
  privacyUrl: v.optional(v.string(), '#privacy'),
  cookieNotice: v.optional(v.boolean(), true),
  /**
   * The host page sets this while an editor of its CMS is signed in: such users are not sent
   * away from a sold-out voucher checkout.
   */
  cmsUser: v.optional(v.boolean(), false),
  /**
   * Spec 1 §9: CMS images whose URL starts with `cloudPrefix` (the cloud image host) load as webp
   * through `cdnPrefix`, which takes their place; {width} and {height} in it are the slot's size.
   */
  images: v.optional(v.object({ cloudPrefix: v.string(), cdnPrefix: v.string() })),
});

export type HostConfigInput = v.InferInput<typeof hostConfigSchema>;
export type HostConfig = v.InferOutput<typeof hostConfigSchema> & {
  market: NonNullable<v.InferOutput<typeof hostConfigSchema>['market']>;
};

export type ConfigResult = { ok: true; config: HostConfig } | { ok: false; problems: string[] };

export function parseHostConfig(input: unknown): ConfigResult {
  const result = v.safeParse(hostConfigSchema, input ?? {});
  if (!result.success) {
    return {
      ok: false,
      problems: result.issues.map((issue) => {
        const path = v.getDotPath(issue) ?? '(root)';
        return `${path}: expected ${issue.expected ?? 'a valid value'}, got ${issue.received}`;
      }),
    };
  }
  const output = result.output;
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

/** The one page global the host sets: `window.holidayShopConfig`. */
export function readHostGlobal(): unknown {
  return (window as unknown as { holidayShopConfig?: unknown }).holidayShopConfig;
}
