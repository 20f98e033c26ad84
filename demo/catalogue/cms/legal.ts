import type { CmsPage } from '../../../src/api/types';
import type { Language } from '../model';
import { pick } from './helpers';

const texts: Record<'imprint' | 'privacy' | 'terms', [string, string, string, string]> = {
  imprint: [
    'Impressum',
    '<p>Demo-Reiseportal GmbH, Musterstraße 1, 60311 Frankfurt am Main. Dies ist eine Demo-Website; es werden keine Reisen verkauft.</p>',
    'Imprint',
    '<p>Demo Holiday Shop Ltd, 1 Example Street, Frankfurt. This is a demo site; no trips are sold.</p>',
  ],
  privacy: [
    'Datenschutz',
    '<p>Diese Demo speichert Merkliste und Suchen nur im Arbeitsspeicher des Demo-Servers und in Ihrem Browser.</p>',
    'Privacy',
    '<p>This demo keeps favourites and searches only in the demo server’s memory and in your browser.</p>',
  ],
  terms: [
    'AGB',
    '<p>Es gelten keine Geschäftsbedingungen: Buchungen in dieser Demo sind nicht verbindlich.</p>',
    'Terms and conditions',
    '<p>No terms apply: bookings in this demo are not binding.</p>',
  ],
};

export function legalPage(
  language: Language,
  locale: string,
  slug: string,
  kind: keyof typeof texts,
): CmsPage {
  const [deTitle, deHtml, enTitle, enHtml] = texts[kind];
  return {
    id: `${kind}-${locale}`,
    slug,
    pageType: 'content',
    modules: [
      {
        id: `${kind}-text`,
        type: 'freeText',
        headline: pick(language, deTitle, enTitle),
        html: pick(language, deHtml, enHtml),
      },
    ],
  };
}
