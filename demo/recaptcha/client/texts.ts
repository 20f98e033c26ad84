/** The widget's words in the languages the demo brands speak; others get English (as `hl`). */
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
} as const;

export type WidgetTexts = { readonly [K in keyof (typeof texts)['en']]: string };

export function textsFor(hl: string | undefined): WidgetTexts {
  return hl?.toLowerCase().startsWith('de') ? texts.de : texts.en;
}
