import { escapeHtml } from '../catalogue/html';
import { scriptSafeJson } from '../server/scriptText';
import { identityPaths, identityPrefix } from './paths';
import { type PageLanguage, type Texts, texts } from './texts';

const style = `
  body { margin: 0; font-family: Arial, Helvetica, sans-serif; color: #1d2a33; background: #f3f5f6; }
  main { box-sizing: border-box; max-width: 26rem; margin: 2rem auto; padding: 1.5rem; background: #ffffff; border-radius: 8px; }
  .provider { margin: 0 0 1rem; font-weight: bold; color: #0b5f73; }
  h1 { margin: 0 0 0.5rem; font-size: 1.5rem; }
  label { display: block; margin: 1rem 0 0.25rem; font-weight: bold; }
  input[type=email], input[type=password], input[type=text] { box-sizing: border-box; width: 100%; height: 2.5rem; padding: 0 0.6rem; font: inherit; color: #1d2a33; border: 1px solid #6b7780; border-radius: 4px; }
  input:focus, button:focus, a:focus { outline: 2px solid #0b5f73; outline-offset: 2px; }
  .check { display: flex; gap: 0.5rem; align-items: center; margin-top: 1rem; }
  .check label { display: inline; margin: 0; font-weight: normal; }
  .hint { margin: 0.25rem 0 0; font-size: 0.9rem; color: #4a5860; }
  .error { margin: 1rem 0 0; padding: 0.5rem 0.75rem; color: #8a0017; background: #fdecee; border-radius: 4px; }
  button { margin-top: 1.25rem; width: 100%; padding: 0.7rem 1rem; font: inherit; font-weight: bold; color: #ffffff; background: #0b5f73; border: 0; border-radius: 4px; cursor: pointer; }
  a { color: #0b5f73; }
  .switch { margin: 1.25rem 0 0; }`;

function page(language: PageLanguage, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)} · ${texts[language].provider}</title>
    <style>${style}</style>
  </head>
  <body>
    <main>
      <p class="provider">${texts[language].provider}</p>
${body}
    </main>
  </body>
</html>
`;
}

export interface FormPage {
  language: PageLanguage;
  transaction: string;
  email?: string;
  error?: keyof Texts;
}

const errorBlock = (t: Texts, error: keyof Texts | undefined) =>
  error ? `<p class="error" id="form-error" role="alert">${escapeHtml(t[error])}</p>` : '';

function emailField(t: Texts, email: string | undefined, invalid: boolean): string {
  const state = invalid ? ' aria-invalid="true" aria-describedby="form-error"' : '';
  return `<label for="email">${t.email}</label>
        <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email ?? '')}"${state} />`;
}

const switchLink = (path: string, transaction: string, label: string) =>
  `<p class="switch"><a href="${identityPrefix}${path}?${new URLSearchParams({ transaction })}">${label}</a></p>`;

/** The login form of an /authorize request (posts to /login). */
export function loginPage({ language, transaction, email, error }: FormPage): string {
  const t = texts[language];
  return page(
    language,
    t.loginTitle,
    `      <h1>${t.loginTitle}</h1>
      <p>${t.loginIntro}</p>
      <form method="post" action="${identityPrefix}${identityPaths.login}" novalidate>
        <input type="hidden" name="transaction" value="${escapeHtml(transaction)}" />
        ${emailField(t, email, !!error)}
        <label for="password">${t.password}</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required />
        ${errorBlock(t, error)}
        <button type="submit">${t.login}</button>
      </form>
      ${switchLink(identityPaths.signup, transaction, t.toSignup)}
      <p class="hint">${t.demoUsers}</p>`,
  );
}

/** The sign-up form of an /authorize request with `screen_hint=signup` (posts to /signup). */
export function signupPage({ language, transaction, email, error }: FormPage): string {
  const t = texts[language];
  return page(
    language,
    t.signupTitle,
    `      <h1>${t.signupTitle}</h1>
      <p>${t.signupIntro}</p>
      <form method="post" action="${identityPrefix}${identityPaths.signup}" novalidate>
        <input type="hidden" name="transaction" value="${escapeHtml(transaction)}" />
        <label for="name">${t.name}</label>
        <input id="name" name="name" type="text" autocomplete="name" />
        ${emailField(t, email, !!error)}
        <label for="password">${t.password}</label>
        <input id="password" name="password" type="password" autocomplete="new-password" required minlength="8" aria-describedby="password-rule" />
        <p class="hint" id="password-rule">${t.passwordRule}</p>
        <div class="check">
          <input id="newsletter" name="newsletter" type="checkbox" value="yes" />
          <label for="newsletter">${t.newsletter}</label>
        </div>
        ${errorBlock(t, error)}
        <button type="submit">${t.signup}</button>
      </form>
      ${switchLink(identityPaths.login, transaction, t.toLogin)}`,
  );
}

export interface ChangePasswordForm extends FormPage {
  /** No session to name the user: the e-mail address is asked as well. */
  identify: boolean;
  /** The session is older than the request's max_age (or absent): the current password first. */
  reauthenticate: boolean;
}

/**
 * The change-password screen of an /authorize request with Lock's `initialScreen=forgotPassword`:
 * the new password twice, and the current one first when the login is not fresh enough.
 */
export function changePasswordPage({
  language,
  transaction,
  email,
  error,
  identify,
  reauthenticate,
}: ChangePasswordForm): string {
  const t = texts[language];
  // The message belongs to the current password when that was wrong, else to the new one.
  const currentWrong = error === 'wrongCurrent';
  const newWrong = !!error && !currentWrong;
  const marked = (wrong: boolean, described = '') =>
    wrong
      ? ` aria-invalid="true" aria-describedby="${`${described} form-error`.trim()}"`
      : described && ` aria-describedby="${described}"`;
  const current = reauthenticate
    ? `<p>${t.changeAgain}</p>
        ${identify ? emailField(t, email, currentWrong) : ''}
        <label for="current-password">${t.currentPassword}</label>
        <input id="current-password" name="current" type="password" autocomplete="current-password" required${marked(currentWrong)} />`
    : '';
  return page(
    language,
    t.resetTitle,
    `      <h1>${t.resetTitle}</h1>
      <p>${t.changeIntro}</p>
      <form method="post" action="${identityPrefix}${identityPaths.changePassword}" novalidate>
        <input type="hidden" name="transaction" value="${escapeHtml(transaction)}" />
        ${current}
        <label for="new-password">${t.newPassword}</label>
        <input id="new-password" name="password" type="password" autocomplete="new-password" required minlength="8"${marked(newWrong, 'password-rule')} />
        <p class="hint" id="password-rule">${t.passwordRule}</p>
        <label for="repeat-password">${t.repeatPassword}</label>
        <input id="repeat-password" name="repeat" type="password" autocomplete="new-password" required${marked(newWrong)} />
        ${errorBlock(t, error)}
        <button type="submit">${t.changeSubmit}</button>
      </form>`,
  );
}

/** A page with a heading and one sentence: verified, logged out, or why a request was refused. */
export function messagePage(language: PageLanguage, title: keyof Texts, message: string): string {
  const t = texts[language];
  return page(
    language,
    t[title],
    `      <h1>${escapeHtml(t[title])}</h1>
      <p>${escapeHtml(message)}</p>`,
  );
}

/**
 * The `response_mode=web_message` answer: posts the result to the window that opened the
 * authorization (the SDK's hidden iframe, or a popup's opener), only to the redirect_uri's origin.
 */
export function webMessagePage(targetOrigin: string, response: Record<string, string>): string {
  const message = { type: 'authorization_response', response };
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Authorization response</title></head>
  <body>
    <script>
      (window.opener || window.parent).postMessage(${scriptSafeJson(message)}, ${scriptSafeJson(targetOrigin)});
    </script>
  </body>
</html>
`;
}
