import { screen } from '@testing-library/react';
import type { CmsModule, CmsModuleOf, CmsModuleType } from '../../api/types';
import { setupDemoHost } from '../../testing/setupDemoHost';
import { visibleSlides } from './hero/heroRules';
import { renderCmsModules } from './modules/renderCmsModules';
import { demoModuleOfEveryType } from './teasers/testing/demoModules';

// Forms among the modules load their options and profiles from the demo host.
setupDemoHost();

const modules = demoModuleOfEveryType();
const of = <T extends CmsModuleType>(module: CmsModule) => module as CmsModuleOf<T>;

/** Its headline as a heading (a link in it may add '(opens in a new tab)' to the name). */
const byHeadline = (m: CmsModule) => {
  const headline = (m as { headline?: string }).headline ?? '';
  return screen.findByRole('heading', {
    name: (name) => headline !== '' && name.startsWith(headline),
  });
};

/** What shows of each type, found by role and the document's own text. */
const shown: Record<CmsModuleType, (module: CmsModule) => Promise<HTMLElement>> = {
  heroSlider: (m) => {
    const [first] = visibleSlides(of<'heroSlider'>(m).slides);
    return screen.findByRole('heading', { name: first?.slide.headline });
  },
  countdown: (m) => screen.findByRole('region', { name: of<'countdown'>(m).headline }),
  newsTicker: () => screen.findByRole('region', { name: 'News' }),
  interactivePopup: (m) =>
    screen.findByRole('button', { name: of<'interactivePopup'>(m).buttonText }),
  partnerLogo: () => screen.findByRole('figure', { name: 'Our partner' }),
  hotelAwardBanner: (m) => screen.findByRole('img', { name: of<'hotelAwardBanner'>(m).image.alt }),
  milesBadge: (m) => screen.findByText(of<'milesBadge'>(m).text ?? ''),
  paymentLogos: (m) => screen.findByRole('region', { name: of<'paymentLogos'>(m).headline }),
  uspTeaser: () => screen.findByRole('list', { name: 'Our promises' }),
  amenitiesTeaser: byHeadline,
  amenitiesSection: byHeadline,
  destinationTeaser: byHeadline,
  classicTeaser: byHeadline,
  classicSection: byHeadline,
  simpleTeaser: byHeadline,
  simpleSection: byHeadline,
  navigationTabs: byHeadline,
  faq: byHeadline,
  freeText: byHeadline,
  uspList: byHeadline,
  imageOfferTeaser: byHeadline,
  promotionTeaser: byHeadline,
  textImageOverlayTeaser: byHeadline,
  textImageOverlaySection: byHeadline,
  ancillariesInfo: byHeadline,
  membership: byHeadline,
  newsletterSubscribe: byHeadline,
  newsletterUnsubscribe: byHeadline,
  newsletterCustomerEdit: byHeadline,
  complaintForm: byHeadline,
};

describe('every module type as the demo host serves it', () => {
  it('finds a module of every type in the demo documents', () => {
    expect(modules.map((module) => module.type).sort()).toEqual(Object.keys(shown).sort());
  });

  it.each(modules.map((module) => [module.type, module] as const))(
    'renders the %s module of the demo documents',
    async (_type, module) => {
      const partner = module.type === 'partnerLogo' ? module.partners[0] : undefined;
      renderCmsModules([module], {
        // The countdown shows to CMS editors only; the partner needs its parameter.
        // The membership module needs a brand with a login.
        config: {
          cmsUser: module.type === 'countdown',
          features: { milesProgramme: true, login: module.type === 'membership' },
          keys: { auth0: { domain: '127.0.0.1', clientId: 'demo-shop' } },
        },
        route: partner ? `/en-gb?${partner.urlParameter}=${partner.partnerId}` : '/en-gb',
      });
      expect(await shown[module.type](module)).toBeInTheDocument();
    },
  );
});
