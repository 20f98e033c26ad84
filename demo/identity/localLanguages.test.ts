/** @jest-environment node */
import fc from 'fast-check';
import { resetDemoState } from '../handlers';
import { strayWordsIn } from '../testing/localLanguages';
import {
  authorizeRequest,
  form,
  startIdentityServer,
  transactionOf,
} from '../testing/identityLogin';
import { languageOf } from './texts';

const server = startIdentityServer();
const origin = () => server.origin();
afterEach(() => resetDemoState());

/** The page's text as a visitor reads it: no tags, no e-mail addresses of the demo users. */
const visibleText = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/[\w.]+@example\.com/g, ' ');

const cases = [
  {
    uiLocales: 'it',
    lang: 'it',
    login: '<h1>Accesso</h1>',
    email: '<label for="email">Indirizzo e-mail</label>',
    signup: '<h1>Registrazione</h1>',
    wrong: 'Indirizzo e-mail o password errati.',
  },
  {
    uiLocales: 'es-ES',
    lang: 'es',
    login: '<h1>Iniciar sesión</h1>',
    email: '<label for="email">Correo electrónico</label>',
    signup: '<h1>Registrarse</h1>',
    wrong: 'El correo electrónico o la contraseña no son correctos.',
  },
  {
    uiLocales: 'fr-CH fr en',
    lang: 'fr',
    login: '<h1>Connexion</h1>',
    email: '<label for="email">Adresse e-mail</label>',
    signup: '<h1>Inscription</h1>',
    wrong: 'Adresse e-mail ou mot de passe incorrect.',
  },
];

describe.each(cases)('identity provider stand-in for ui_locales=$uiLocales', (expected) => {
  it('shows its login, sign-up and error pages in that language', async () => {
    const login = await (
      await fetch(authorizeRequest(origin(), { ui_locales: expected.uiLocales }).url)
    ).text();
    expect(login).toContain(`<html lang="${expected.lang}">`);
    expect(login).toContain(expected.login);
    expect(login).toContain(expected.email);
    expect(strayWordsIn(visibleText(login))).toEqual([]);

    const signup = await (
      await fetch(
        authorizeRequest(origin(), { ui_locales: expected.uiLocales, screen_hint: 'signup' }).url,
      )
    ).text();
    expect(signup).toContain(expected.signup);
    expect(strayWordsIn(visibleText(signup))).toEqual([]);

    const refused = await fetch(
      `${origin()}/demo-idp/login`,
      form({ transaction: transactionOf(login), email: 'erika@example.com', password: 'wrong' }),
    );
    expect(refused.status).toBe(401);
    const again = await refused.text();
    expect(again).toContain(expected.wrong);
    expect(strayWordsIn(visibleText(again))).toEqual([]);
  });

  it('says logged out in that language', async () => {
    const answer = await fetch(
      `${origin()}/demo-idp/v2/logout?${new URLSearchParams({ ui_locales: expected.uiLocales })}`,
    );
    const html = await answer.text();
    expect(html).toContain(`<html lang="${expected.lang}">`);
    expect(strayWordsIn(visibleText(html))).toEqual([]);
  });
});

describe('the identity pages’ language', () => {
  const region = fc.stringMatching(/^[A-Za-z]{2}$/);
  const others = fc.array(fc.constantFrom('de', 'en', 'it-IT', 'es', 'fr-FR', 'pt-BR'), {
    maxLength: 3,
  });

  it('follows the first locale of ui_locales, as Auth0 does, in any case and region', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('de', 'en', 'it', 'es', 'fr'),
        fc.option(region, { nil: undefined }),
        fc.boolean(),
        others,
        (language, subtag, upper, rest) => {
          const first = subtag ? `${language}-${subtag}` : language;
          const list = [upper ? first.toUpperCase() : first, ...rest].join(' ');
          expect(languageOf(list)).toBe(language);
        },
      ),
    );
  });

  it('is English for a first locale the tenant does not offer, or none', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('pt', 'nl', 'pl', 'ja', 'xx'),
        fc.option(region, { nil: undefined }),
        others,
        (language, subtag, rest) => {
          const first = subtag ? `${language}-${subtag}` : language;
          expect(languageOf([first, ...rest].join(' '))).toBe('en');
        },
      ),
    );
    expect(languageOf(undefined)).toBe('en');
    expect(languageOf('')).toBe('en');
  });
});
