/** Everything the card provider stand-in serves lives under this prefix. */
export const cardProviderPrefix = '/demo-card/';
/** What a brand host puts in `keys.cardFieldsScriptUrl` to use the stand-in. */
export const cardScriptPath = '/demo-card/secure-fields-2.0.0.js';
/** The page inside each hosted field's iframe (served on the second origin). */
export const cardFieldPath = '/demo-card/field';
/** Called by the card number frame only: card data in, transactionId out. */
export const cardTokenizePath = '/demo-card/tokenize';
/** The issuer's 3-D Secure challenge page (served on the second origin). */
export const cardChallengePath = '/demo-card/challenge';
/** A page showing the shop's CardFields on the stand-in, for the browser check. */
export const cardHarnessPath = '/demo-card/harness';
