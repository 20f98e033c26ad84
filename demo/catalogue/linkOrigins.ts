/**
 * The other sites the demo catalogue links to: the review and rating providers' pages. The demo
 * brand pages list them in `allowedOrigins`, as a brand host lists its review providers (links to
 * origins a host has not listed show as text; docs/rules/url-policy.md).
 */
export const reviewSites = {
  holidaycheck: 'https://holidaycheck.demo.invalid',
  trustyou: 'https://trustyou.demo.invalid',
  tripadvisor: 'https://tripadvisor.demo.invalid',
  reviews: 'https://reviews.demo.invalid',
} as const;

export const demoLinkOrigins: readonly string[] = Object.values(reviewSites);
