/** Full-page redirects (PayPal approval, a provider's return URL); replaceable in tests. */
export const browserRedirect = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
