export type PageLanguage = 'de' | 'en';

/** German for `ui_locales` (or a page's `lang`) starting with de, else English, as Auth0's pages do. */
export function languageOf(uiLocales: string | null | undefined): PageLanguage {
  const first = (uiLocales ?? '').trim().split(/\s+/)[0] ?? '';
  return /^de\b/i.test(first) ? 'de' : 'en';
}

export const texts = {
  en: {
    provider: 'Demo Identity',
    loginTitle: 'Log in',
    loginIntro: 'Log in to continue to the holiday shop.',
    signupTitle: 'Sign up',
    signupIntro: 'Create an account for the holiday shop.',
    email: 'E-mail address',
    password: 'Password',
    name: 'Name',
    newsletter: 'Send me the holiday newsletter',
    login: 'Log in',
    signup: 'Sign up',
    toSignup: 'No account yet? Sign up',
    toLogin: 'Already have an account? Log in',
    resetTitle: 'Change your password',
    resetIntro:
      'A real identity provider now e-mails you a link to set a new password. The demo sends no e-mails: its users keep their passwords (see the demo host README).',
    backToLogin: 'Back to the login',
    wrongCredentials: 'Wrong e-mail address or password.',
    invalidSignup: 'Enter a valid e-mail address and a password of at least 8 characters.',
    userExists: 'There is already an account with this e-mail address.',
    passwordRule: 'At least 8 characters.',
    demoUsers: 'Demo users (see the demo host README): erika@example.com, max@example.com.',
    expired: 'This login page has expired. Please go back to the shop and try again.',
    verifiedTitle: 'E-mail address verified',
    verified: 'Your e-mail address is verified. You can close this page.',
    unknownUser: 'There is no account with this e-mail address.',
    loggedOutTitle: 'Logged out',
    loggedOut: 'You are logged out.',
    errorTitle: 'Something went wrong',
  },
  de: {
    provider: 'Demo Identity',
    loginTitle: 'Anmelden',
    loginIntro: 'Melden Sie sich an, um zum Reiseshop zurückzukehren.',
    signupTitle: 'Registrieren',
    signupIntro: 'Legen Sie ein Konto für den Reiseshop an.',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    name: 'Name',
    newsletter: 'Ich möchte den Urlaubs-Newsletter erhalten',
    login: 'Anmelden',
    signup: 'Registrieren',
    toSignup: 'Noch kein Konto? Registrieren',
    toLogin: 'Schon ein Konto? Anmelden',
    resetTitle: 'Passwort ändern',
    resetIntro:
      'Ein echter Identitätsanbieter schickt Ihnen jetzt einen Link, mit dem Sie ein neues Passwort setzen. Die Demo verschickt keine E-Mails: ihre Benutzer behalten ihre Passwörter (siehe README des Demo-Hosts).',
    backToLogin: 'Zurück zur Anmeldung',
    wrongCredentials: 'E-Mail-Adresse oder Passwort ist falsch.',
    invalidSignup:
      'Geben Sie eine gültige E-Mail-Adresse und ein Passwort mit mindestens 8 Zeichen ein.',
    userExists: 'Mit dieser E-Mail-Adresse gibt es bereits ein Konto.',
    passwordRule: 'Mindestens 8 Zeichen.',
    demoUsers: 'Demo-Benutzer (siehe README des Demo-Hosts): erika@example.com, max@example.com.',
    expired:
      'Diese Anmeldeseite ist abgelaufen. Bitte kehren Sie zum Shop zurück und versuchen Sie es erneut.',
    verifiedTitle: 'E-Mail-Adresse bestätigt',
    verified: 'Ihre E-Mail-Adresse ist bestätigt. Sie können diese Seite schließen.',
    unknownUser: 'Mit dieser E-Mail-Adresse gibt es kein Konto.',
    loggedOutTitle: 'Abgemeldet',
    loggedOut: 'Sie sind abgemeldet.',
    errorTitle: 'Etwas ist schiefgelaufen',
  },
} satisfies Record<PageLanguage, Record<string, string>>;

export type Texts = (typeof texts)['en'];
