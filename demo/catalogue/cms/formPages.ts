import type { CmsModule, CmsPage } from '../../../src/api/types';
import type { Language } from '../model';
import { pick } from './helpers';
import { faqModule } from './shared';
import { brandBasePath, type BrandId } from './homepage';

/** The newsletter list the demo host knows; the shop sends it back as listId. */
export const newsletterListId = 'holiday-news';

export function newsletterPage(
  language: Language,
  locale: string,
  slug: string,
  brand: BrandId = 'sunwave',
): CmsPage {
  // The brand's own privacy page, under its base path, as its CMS writes the link.
  const privacy = `${brandBasePath[brand]}/${locale}/privacy`;
  const modules: CmsModule[] = [
    {
      id: 'newsletter-subscribe',
      type: 'newsletterSubscribe',
      headline: pick(language, {
        de: 'Newsletter abonnieren',
        en: 'Subscribe to our newsletter',
        it: 'Iscrizione alla newsletter',
        es: 'Suscríbase a nuestro boletín',
        fr: 'Abonnez-vous à notre newsletter',
      }),
      copytext: pick(language, {
        de: 'Die besten Angebote jeden Donnerstag in Ihrem Postfach.',
        en: 'The best deals in your inbox every Thursday.',
        it: 'Le migliori offerte ogni giovedì nella Sua casella di posta.',
        es: 'Las mejores ofertas, cada jueves en su bandeja de entrada.',
        fr: 'Les meilleures offres chaque jeudi dans votre boîte de réception.',
      }),
      source: 'newsletter-page',
      listId: newsletterListId,
      termsHtml: pick(language, {
        de: `Ich habe die <a href="${privacy}">Datenschutzerklärung</a> gelesen.`,
        en: `I have read the <a href="${privacy}">privacy policy</a>.`,
        it: `Ho letto l’<a href="${privacy}">informativa sulla protezione dei dati</a>.`,
        es: `He leído la <a href="${privacy}">política de privacidad</a>.`,
        fr: `J’ai lu la <a href="${privacy}">déclaration de protection des données</a>.`,
      }),
      buttonText: pick(language, {
        de: 'Abonnieren',
        en: 'Subscribe',
        it: 'Iscrizione',
        es: 'Suscribirse',
        fr: 'S’abonner',
      }),
      successHeadline: pick(language, {
        de: 'Fast geschafft!',
        en: 'Almost done!',
        it: 'Quasi fatto!',
        es: '¡Ya casi está!',
        fr: 'C’est presque terminé !',
      }),
      successCopy: pick(language, {
        de: 'Bitte bestätigen Sie Ihre Anmeldung über den Link in unserer E-Mail.',
        en: 'Please confirm your subscription with the link in our e-mail.',
        it: 'Confermi l’iscrizione tramite il link nella nostra e-mail.',
        es: 'Confirme su suscripción con el enlace de nuestro correo electrónico.',
        fr: 'Veuillez confirmer votre inscription à l’aide du lien figurant dans notre e-mail.',
      }),
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
        headline: pick(language, {
          de: 'Newsletter abbestellen',
          en: 'Unsubscribe',
          it: 'Cancellazione dalla newsletter',
          es: 'Darse de baja del boletín',
          fr: 'Se désabonner de la newsletter',
        }),
        question: pick(language, {
          de: 'Möchten Sie den Newsletter wirklich abbestellen?',
          en: 'Do you really want to unsubscribe?',
          it: 'Vuole davvero annullare l’iscrizione alla newsletter?',
          es: '¿Seguro que desea darse de baja del boletín?',
          fr: 'Voulez-vous vraiment vous désabonner de la newsletter ?',
        }),
        listId: newsletterListId,
        yesContent: {
          headline: pick(language, {
            de: 'Schade, dass Sie gehen',
            en: 'Sorry to see you go',
            it: 'Ci dispiace vederLa andare via',
            es: 'Lamentamos que se vaya',
            fr: 'Dommage de vous voir partir',
          }),
          text: pick(language, {
            de: 'Sie erhalten keine Newsletter mehr.',
            en: 'You will no longer receive our newsletter.',
            it: 'Non riceverà più la nostra newsletter.',
            es: 'Ya no recibirá nuestro boletín.',
            fr: 'Vous ne recevrez plus notre newsletter.',
          }),
          buttonText: pick(language, {
            de: 'Zur Startseite',
            en: 'To the homepage',
            it: 'Alla pagina iniziale',
            es: 'Ir a la página de inicio',
            fr: 'Retour à l’accueil',
          }),
          link: `/${locale}`,
        },
        noContent: {
          headline: pick(language, {
            de: 'Schön, dass Sie bleiben',
            en: 'Glad you are staying',
            it: 'Siamo felici che resti con noi',
            es: 'Nos alegra que se quede',
            fr: 'Ravis que vous restiez',
          }),
          text: pick(language, {
            de: 'Sie erhalten weiterhin unsere Angebote.',
            en: 'You will keep receiving our deals.',
            it: 'Continuerà a ricevere le nostre offerte.',
            es: 'Seguirá recibiendo nuestras ofertas.',
            fr: 'Vous continuerez à recevoir nos offres.',
          }),
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
        headline: pick(language, {
          de: 'Ihr Newsletter-Profil',
          en: 'Your newsletter profile',
          it: 'Il Suo profilo newsletter',
          es: 'Su perfil del boletín',
          fr: 'Votre profil newsletter',
        }),
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
        headline: pick(language, {
          de: 'Contact form',
          en: 'Contact form',
          it: 'Modulo di contatto',
          es: 'Formulario de contacto',
          fr: 'Formulaire de contact',
        }),
        link: {
          text: pick(language, {
            de: 'Häufige Fragen',
            en: 'Frequently asked questions',
            it: 'Domande frequenti',
            es: 'Preguntas frecuentes',
            fr: 'Questions fréquentes',
          }),
          url: `/${locale}/faq`,
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
        headline: pick(language, {
          de: 'Ihr Mitglieder-Code',
          en: 'Your member code',
          it: 'Il Suo codice socio',
          es: 'Su código de socio',
          fr: 'Votre code membre',
        }),
        promoCode: 'MEMBER-5',
        hint: pick(language, {
          de: 'Gültig für alle Pauschalreisen.',
          en: 'Valid for all package holidays.',
          it: 'Valido per tutti i pacchetti vacanza.',
          es: 'Válido para todos los viajes combinados.',
          fr: 'Valable pour tous les voyages forfaitaires.',
        }),
        loginText: pick(language, {
          de: 'Bitte melden Sie sich an.',
          en: 'Please log in.',
          it: 'Effettui l’accesso.',
          es: 'Inicie sesión.',
          fr: 'Veuillez vous connecter.',
        }),
      },
    ],
  };
}

/** The questions the contact form's link leads to: a page of its own, so the link has a target. */
export function faqPage(language: Language, locale: string, slug: string): CmsPage {
  return { id: `faq-${locale}`, slug, pageType: 'content', modules: [faqModule('faq', language)] };
}
