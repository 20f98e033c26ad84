import { type Auth0Client, createAuth0Client } from '@auth0/auth0-spa-js';
import { identityClientId, identityPaths, identityPrefix } from '../paths';

const query = new URLSearchParams(window.location.search);
const useRefreshTokens = query.get('refreshTokens') === '1';
const uiLocales = query.get('lang') === 'de' ? 'de' : 'en';
// The SDK sends back to this address, with the mode, so a reload after the login keeps it.
const home = new URL(`${window.location.origin}${identityPrefix}${identityPaths.harness}`);
if (useRefreshTokens) home.searchParams.set('refreshTokens', '1');
if (uiLocales === 'de') home.searchParams.set('lang', 'de');

const root = document.getElementById('harness')!;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text = '',
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.textContent = text;
  return node;
}

const status = element('p', 'Starting…');
status.setAttribute('role', 'status');
const facts = element('dl');
const actions = element('p');

function fact(term: string, value: string): void {
  facts.append(element('dt', term), element('dd', value));
}

function button(label: string, run: () => Promise<unknown>): void {
  const node = element('button', label);
  node.type = 'button';
  node.addEventListener('click', () => {
    run().catch((error: unknown) => {
      status.textContent = `Failed: ${error instanceof Error ? error.message : String(error)}`;
    });
  });
  actions.append(node);
}

async function show(client: Auth0Client, note: string): Promise<void> {
  const authenticated = await client.isAuthenticated();
  const user = authenticated ? await client.getUser() : undefined;
  facts.replaceChildren();
  fact('Logged in', authenticated ? 'yes' : 'no');
  if (user) {
    fact('E-mail', user.email ?? '');
    fact('E-mail verified', user.email_verified ? 'yes' : 'no');
    fact('Name', user.name ?? '');
    fact('User metadata', JSON.stringify(user.user_metadata));
  }
  status.textContent = note;
}

async function start(): Promise<void> {
  root.append(status, facts, actions);
  const client = await createAuth0Client({
    domain: `${window.location.origin}${identityPrefix}`,
    clientId: identityClientId,
    useRefreshTokens,
    // The SDK's token worker (refresh tokens kept in memory) accepts only a domain's root
    // /oauth/token; under the /demo-idp prefix the refresh tokens live in localStorage instead.
    ...(useRefreshTokens && { cacheLocation: 'localstorage' as const }),
    authorizationParams: { redirect_uri: home.toString(), ui_locales: uiLocales },
  });
  let note = 'Ready.';
  if (query.has('code') || query.has('error')) {
    await client.handleRedirectCallback();
    window.history.replaceState(null, '', home.toString());
    note = 'Back from the login.';
  }
  button('Log in', () => client.loginWithRedirect());
  button('Sign up', () =>
    client.loginWithRedirect({ authorizationParams: { screen_hint: 'signup' } }),
  );
  button('Get a token silently', async () => {
    const token = await client.getTokenSilently({ cacheMode: 'off' });
    await show(client, `Silent token received (${(token ?? '').slice(0, 3)}…).`);
  });
  button('Log out', () => client.logout({ logoutParams: { returnTo: home.toString() } }));
  await show(client, note);
}

start().catch((error: unknown) => {
  status.textContent = `Failed: ${error instanceof Error ? error.message : String(error)}`;
});
