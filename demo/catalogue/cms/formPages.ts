import type { CmsModule, CmsPage } from '../../../src/api/types';
import type { Language } from '../model';
import { pick } from './helpers';

/** The newsletter list the demo host knows; the shop sends it back as listId. */
export const newsletterListId = 'holiday-news';

export function newsletterPage(language: Language, locale: string, slug: string): CmsPage {
  const modules: CmsModule[] = [
    {
      id: 'newsletter-subscribe',
      type: 'newsletterSubscribe',
      headline: pick(language, 'Newsletter abonnieren', 'Subscribe to our newsletter'),
      copytext: pick(
        language,
        'Die besten Angebote jeden Donnerstag in Ihrem Postfach.',
        'The best deals in your inbox every Thursday.',
      ),
      source: 'newsletter-page',
      listId: newsletterListId,
      termsHtml: pick(
        language,
        'Ich habe die <a href="/de-de/privacy">Datenschutzerklärung</a> gelesen.',
        'I have read the <a href="/en-gb/privacy">privacy policy</a>.',
      ),
      buttonText: pick(language, 'Abonnieren', 'Subscribe'),
      successHeadline: pick(language, 'Fast geschafft!', 'Almost done!'),
      successCopy: pick(
        language,
        'Bitte bestätigen Sie Ihre Anmeldung über den Link in unserer E-Mail.',
        'Please confirm your subscription with the link in our e-mail.',
      ),
    },
  ];
  return { id: `newsletter-${locale}`, slug, pageType: 'content', modules };
}

export function unsubscribePage(language: Language, locale: string, slug: string): CmsPage {
  return {
    id: `unsubscribe-${locale}`,
    slug,
    pageType: 'content',
    modules: [
      {
        id: 'newsletter-unsubscribe',
        type: 'newsletterUnsubscribe',
        headline: pick(language, 'Newsletter abbestellen', 'Unsubscribe'),
        question: pick(
          language,
          'Möchten Sie den Newsletter wirklich abbestellen?',
          'Do you really want to unsubscribe?',
        ),
        listId: newsletterListId,
        yesContent: {
          headline: pick(language, 'Schade, dass Sie gehen', 'Sorry to see you go'),
          text: pick(
            language,
            'Sie erhalten keine Newsletter mehr.',
            'You will no longer receive our newsletter.',
          ),
          buttonText: pick(language, 'Zur Startseite', 'To the homepage'),
          link: `/${locale}`,
        },
        noContent: {
          headline: pick(language, 'Schön, dass Sie bleiben', 'Glad you are staying'),
          text: pick(
            language,
            'Sie erhalten weiterhin unsere Angebote.',
            'You will keep receiving our deals.',
          ),
        },
      },
    ],
  };
}

export function customerEditPage(language: Language, locale: string, slug: string): CmsPage {
  return {
    id: `newsletter-profile-${locale}`,
    slug,
    pageType: 'content',
    modules: [
      {
        id: 'newsletter-profile',
        type: 'newsletterCustomerEdit',
        headline: pick(language, 'Ihr Newsletter-Profil', 'Your newsletter profile'),
        listId: newsletterListId,
        showTrackingPermission: true,
        showMilesMore: true,
      },
    ],
  };
}

export function contactPage(language: Language, locale: string, slug: string): CmsPage {
  return {
    id: `contact-${locale}`,
    slug,
    pageType: 'content',
    modules: [
      {
        id: 'complaint-form',
        type: 'complaintForm',
        headline: 'Contact form',
        link: {
          text: pick(language, 'Häufige Fragen', 'Frequently asked questions'),
          url: `/${locale}#faq`,
          newTab: false,
        },
      },
    ],
  };
}

export function membershipPage(language: Language, locale: string, slug: string): CmsPage {
  return {
    id: `membership-${locale}`,
    slug,
    pageType: 'content',
    modules: [
      {
        id: 'membership',
        type: 'membership',
        headline: pick(language, 'Ihr Mitglieder-Code', 'Your member code'),
        promoCode: 'MEMBER-5',
        hint: pick(language, 'Gültig für alle Pauschalreisen.', 'Valid for all package holidays.'),
        loginText: pick(language, 'Bitte melden Sie sich an.', 'Please log in.'),
      },
    ],
  };
}
