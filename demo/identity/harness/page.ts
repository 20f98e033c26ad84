import { harnessPageHtml } from '../../server/harnessPage';
import { identityPaths, identityPrefix } from '../paths';

/**
 * The check page (GET /demo-idp/harness): the real @auth0/auth0-spa-js logging in against the
 * stand-in. `?refreshTokens=1` uses refresh tokens (kept in localStorage) instead of the hidden
 * iframe, `?lang=de` asks for German login pages.
 */
export function harnessPage(): string {
  return harnessPageHtml({
    path: `${identityPrefix}${identityPaths.harness}`,
    title: 'Demo identity provider',
    intro: 'The Auth0 single-page-app SDK logging in against the demo host’s identity provider.',
    maxWidth: '40rem',
    rules: [
      'dt { font-weight: bold; }',
      'dd { margin: 0 0 8px; }',
      'button { margin: 0 8px 8px 0; }',
    ],
  });
}
