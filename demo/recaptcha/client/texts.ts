/** The widget's words in the languages the shop sells in; others get English (as `hl`). */
const texts = {
  en: {
    checkbox: "I'm not a robot",
    verifying: 'Verifying…',
    verified: 'You are verified',
    expired: 'Verification expired. Check the checkbox again.',
    failed: 'Connection failed. Check the checkbox to try again.',
    invalidKey: 'ERROR for site owner: Invalid site key',
    brand: 'reCAPTCHA stand-in of the demo host',
  },
  de: {
    checkbox: 'Ich bin kein Roboter',
    verifying: 'Wird überprüft…',
    verified: 'Sie wurden bestätigt',
    expired: 'Die Bestätigung ist abgelaufen. Klicken Sie das Kästchen erneut an.',
    failed: 'Keine Verbindung. Klicken Sie das Kästchen erneut an.',
    invalidKey: 'FEHLER für Websiteinhaber: Ungültiger Websiteschlüssel',
    brand: 'reCAPTCHA-Ersatz des Demo-Hosts',
  },
  it: {
    checkbox: 'Non sono un robot',
    verifying: 'Verifica in corso…',
    verified: 'Verifica completata',
    expired: 'La verifica è scaduta. Selezioni di nuovo la casella.',
    failed: 'Connessione non riuscita. Selezioni la casella per riprovare.',
    invalidKey: 'ERRORE per il proprietario del sito: chiave del sito non valida',
    brand: 'Sostituto di reCAPTCHA dell’host demo',
  },
  es: {
    checkbox: 'No soy un robot',
    verifying: 'Verificando…',
    verified: 'Verificación completada',
    expired: 'La verificación ha caducado. Vuelva a marcar la casilla.',
    failed: 'Error de conexión. Marque la casilla para volver a intentarlo.',
    invalidKey: 'ERROR para el propietario del sitio: la clave del sitio no es válida',
    brand: 'Sustituto de reCAPTCHA del servidor de demostración',
  },
  fr: {
    checkbox: 'Je ne suis pas un robot',
    verifying: 'Vérification…',
    verified: 'Vérification réussie',
    expired: 'La validation a expiré. Cochez à nouveau la case.',
    failed: 'Échec de la connexion. Cochez la case pour réessayer.',
    invalidKey: 'ERREUR pour le propriétaire du site : clé de site non valide',
    brand: 'Substitut reCAPTCHA de l’hôte de démonstration',
  },
} as const;

export type WidgetTexts = { readonly [K in keyof (typeof texts)['en']]: string };

const isLanguage = (code: string): code is keyof typeof texts => code in texts;

export function textsFor(hl: string | undefined): WidgetTexts {
  const code = hl?.toLowerCase().slice(0, 2) ?? '';
  return isLanguage(code) ? texts[code] : texts.en;
}
