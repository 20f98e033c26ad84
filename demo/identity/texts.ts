export type PageLanguage = 'de' | 'en' | 'it' | 'es' | 'fr';

const pageLanguages: readonly PageLanguage[] = ['de', 'en', 'it', 'es', 'fr'];

/**
 * The pages' language from `ui_locales` (or a page's `lang`), as Auth0 chooses it: the first
 * locale of the list decides (de-DE, it, es-ES, fr-CH ...); one the tenant does not offer, or
 * none, gives English, the tenant's default.
 */
export function languageOf(uiLocales: string | null | undefined): PageLanguage {
  const first = (uiLocales ?? '').trim().split(/\s+/)[0] ?? '';
  const language = /^([a-z]{2})(?:[-_][a-z0-9]+)*$/i.exec(first)?.[1]?.toLowerCase();
  return pageLanguages.find((candidate) => candidate === language) ?? 'en';
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
  it: {
    provider: 'Identità demo',
    loginTitle: 'Accesso',
    loginIntro: 'Acceda per tornare al portale viaggi.',
    signupTitle: 'Registrazione',
    signupIntro: 'Crei un account per il portale viaggi.',
    email: 'Indirizzo e-mail',
    password: 'Password',
    name: 'Nome',
    newsletter: 'Desidero ricevere la newsletter con le offerte di viaggio',
    login: 'Accedi',
    signup: 'Registrati',
    toSignup: 'Non ha ancora un account? Si registri',
    toLogin: 'Ha già un account? Acceda',
    resetTitle: 'Modifica della password',
    resetIntro:
      'Un vero fornitore di identità Le invierebbe ora via e-mail un link per impostare una nuova password. La demo non invia e-mail: i suoi utenti mantengono la propria password (vedere il README dell’host demo).',
    backToLogin: 'Torna all’accesso',
    wrongCredentials: 'Indirizzo e-mail o password errati.',
    invalidSignup: 'Inserisca un indirizzo e-mail valido e una password di almeno 8 caratteri.',
    userExists: 'Esiste già un account con questo indirizzo e-mail.',
    passwordRule: 'Almeno 8 caratteri.',
    demoUsers: 'Utenti demo (vedere il README dell’host demo): erika@example.com, max@example.com.',
    expired: 'Questa pagina di accesso è scaduta. Torni al portale viaggi e riprovi.',
    verifiedTitle: 'Indirizzo e-mail confermato',
    verified: 'Il Suo indirizzo e-mail è confermato. Può chiudere questa pagina.',
    unknownUser: 'Non esiste alcun account con questo indirizzo e-mail.',
    loggedOutTitle: 'Disconnessione effettuata',
    loggedOut: 'Ha effettuato la disconnessione.',
    errorTitle: 'Si è verificato un errore',
  },
  es: {
    provider: 'Identidad demo',
    loginTitle: 'Iniciar sesión',
    loginIntro: 'Inicie sesión para volver a la tienda de viajes.',
    signupTitle: 'Registrarse',
    signupIntro: 'Cree una cuenta para la tienda de viajes.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    name: 'Nombre',
    newsletter: 'Deseo recibir el boletín de ofertas de viaje',
    login: 'Iniciar sesión',
    signup: 'Registrarse',
    toSignup: '¿Aún no tiene cuenta? Regístrese',
    toLogin: '¿Ya tiene cuenta? Inicie sesión',
    resetTitle: 'Cambiar la contraseña',
    resetIntro:
      'Un proveedor de identidad real le enviaría ahora por correo electrónico un enlace para establecer una nueva contraseña. La demo no envía correos: sus usuarios conservan su contraseña (consulte el README del servidor de demostración).',
    backToLogin: 'Volver al inicio de sesión',
    wrongCredentials: 'El correo electrónico o la contraseña no son correctos.',
    invalidSignup:
      'Introduzca un correo electrónico válido y una contraseña de al menos 8 caracteres.',
    userExists: 'Ya existe una cuenta con este correo electrónico.',
    passwordRule: 'Al menos 8 caracteres.',
    demoUsers:
      'Usuarios de demostración (consulte el README del servidor de demostración): erika@example.com, max@example.com.',
    expired:
      'Esta página de inicio de sesión ha caducado. Vuelva a la tienda e inténtelo de nuevo.',
    verifiedTitle: 'Correo electrónico confirmado',
    verified: 'Su correo electrónico está confirmado. Puede cerrar esta página.',
    unknownUser: 'No existe ninguna cuenta con este correo electrónico.',
    loggedOutTitle: 'Sesión cerrada',
    loggedOut: 'Ha cerrado la sesión.',
    errorTitle: 'Se ha producido un error',
  },
  fr: {
    provider: 'Identité démo',
    loginTitle: 'Connexion',
    loginIntro: 'Connectez-vous pour revenir à la boutique de voyages.',
    signupTitle: 'Inscription',
    signupIntro: 'Créez un compte pour la boutique de voyages.',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    name: 'Nom',
    newsletter: 'Je souhaite recevoir la newsletter vacances',
    login: 'Se connecter',
    signup: 'S’inscrire',
    toSignup: 'Pas encore de compte ? Inscrivez-vous',
    toLogin: 'Vous avez déjà un compte ? Connectez-vous',
    resetTitle: 'Modifier votre mot de passe',
    resetIntro:
      'Un véritable fournisseur d’identité vous enverrait maintenant par e-mail un lien pour définir un nouveau mot de passe. La démo n’envoie aucun e-mail : ses utilisateurs gardent leur mot de passe (voir le README de l’hôte de démonstration).',
    backToLogin: 'Retour à la connexion',
    wrongCredentials: 'Adresse e-mail ou mot de passe incorrect.',
    invalidSignup:
      'Saisissez une adresse e-mail valide et un mot de passe d’au moins 8 caractères.',
    userExists: 'Un compte existe déjà avec cette adresse e-mail.',
    passwordRule: 'Au moins 8 caractères.',
    demoUsers:
      'Utilisateurs de démonstration (voir le README de l’hôte de démonstration) : erika@example.com, max@example.com.',
    expired: 'Cette page de connexion a expiré. Veuillez retourner à la boutique et réessayer.',
    verifiedTitle: 'Adresse e-mail confirmée',
    verified: 'Votre adresse e-mail est confirmée. Vous pouvez fermer cette page.',
    unknownUser: 'Aucun compte n’existe avec cette adresse e-mail.',
    loggedOutTitle: 'Déconnexion',
    loggedOut: 'Vous êtes déconnecté.',
    errorTitle: 'Une erreur s’est produite',
  },
} satisfies Record<PageLanguage, Record<string, string>>;

export type Texts = (typeof texts)['en'];
