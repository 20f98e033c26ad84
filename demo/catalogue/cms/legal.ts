import type { CmsPage } from '../../../src/api/types';
import type { Language } from '../model';

/** Title and text of each legal page, per language. */
const texts: Record<'imprint' | 'privacy' | 'terms', Record<Language, [string, string]>> = {
  imprint: {
    de: [
      'Impressum',
      '<p>Demo-Reiseportal GmbH, Musterstraße 1, 60311 Frankfurt am Main. Dies ist eine Demo-Website; es werden keine Reisen verkauft.</p>',
    ],
    en: [
      'Imprint',
      '<p>Demo Holiday Shop Ltd, 1 Example Street, Frankfurt. This is a demo site; no trips are sold.</p>',
    ],
    it: [
      'Informazioni societarie',
      '<p>Demo-Reiseportal GmbH, Musterstraße 1, 60311 Francoforte sul Meno. Questo è un sito dimostrativo: non vi si vendono viaggi.</p>',
    ],
    es: [
      'Aviso legal',
      '<p>Demo-Reiseportal GmbH, Musterstraße 1, 60311 Fráncfort del Meno. Este es un sitio de demostración: no se venden viajes.</p>',
    ],
    fr: [
      'Mentions légales',
      '<p>Demo-Reiseportal GmbH, Musterstraße 1, 60311 Francfort-sur-le-Main. Ceci est un site de démonstration : aucun voyage n’y est vendu.</p>',
    ],
  },
  privacy: {
    de: [
      'Datenschutz',
      '<p>Diese Demo speichert Merkliste und Suchen nur im Arbeitsspeicher des Demo-Servers und in Ihrem Browser.</p>',
    ],
    en: [
      'Privacy',
      '<p>This demo keeps favourites and searches only in the demo server’s memory and in your browser.</p>',
    ],
    it: [
      'Protezione dei dati',
      '<p>Questa demo conserva preferiti e ricerche soltanto nella memoria del server dimostrativo e nel Suo browser.</p>',
    ],
    es: [
      'Privacidad',
      '<p>Esta demo guarda los favoritos y las búsquedas únicamente en la memoria del servidor de demostración y en su navegador.</p>',
    ],
    fr: [
      'Protection des données',
      '<p>Cette démo conserve les favoris et les recherches uniquement dans la mémoire du serveur de démonstration et dans votre navigateur.</p>',
    ],
  },
  terms: {
    de: [
      'AGB',
      '<p>Es gelten keine Geschäftsbedingungen: Buchungen in dieser Demo sind nicht verbindlich.</p>',
    ],
    en: ['Terms and conditions', '<p>No terms apply: bookings in this demo are not binding.</p>'],
    it: [
      'Condizioni generali',
      '<p>Non si applica alcuna condizione generale: le prenotazioni effettuate in questa demo non sono vincolanti.</p>',
    ],
    es: [
      'Condiciones generales',
      '<p>No se aplica ninguna condición general: las reservas realizadas en esta demo no son vinculantes.</p>',
    ],
    fr: [
      'Conditions générales',
      '<p>Aucune condition générale ne s’applique : les réservations effectuées dans cette démo n’engagent à rien.</p>',
    ],
  },
};

export function legalPage(
  language: Language,
  locale: string,
  slug: string,
  kind: keyof typeof texts,
): CmsPage {
  const [headline, html] = texts[kind][language];
  return {
    id: `${kind}-${locale}`,
    slug,
    pageType: 'content',
    modules: [{ id: `${kind}-text`, type: 'freeText', headline, html }],
  };
}
