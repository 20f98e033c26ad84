import { act, screen, waitFor } from '@testing-library/react';
import type { CmsModule, CmsModuleType, LastSeenSearch } from '../../api/types';
import { intactKeys } from '../../../demo/handlers/xss';
import { setupDemoHost } from '../../testing/setupDemoHost';
import { readXssVectors, watchDialogs } from '../../testing/xssVectors';
import { storeLastSeenSearch } from '../search';
import { renderCmsModules } from './modules/renderCmsModules';
import { demoModuleOfEveryType } from './teasers/testing/demoModules';

setupDemoHost();
const dialogs = watchDialogs();
const vectors = readXssVectors();

/** Every module type of the CMS (a new type fails to compile here until it is listed). */
const everyType: Record<CmsModuleType, true> = {
  amenitiesTeaser: true,
  amenitiesSection: true,
  destinationTeaser: true,
  heroSlider: true,
  classicTeaser: true,
  classicSection: true,
  simpleTeaser: true,
  simpleSection: true,
  navigationTabs: true,
  faq: true,
  freeText: true,
  uspTeaser: true,
  uspList: true,
  imageOfferTeaser: true,
  promotionTeaser: true,
  textImageOverlayTeaser: true,
  textImageOverlaySection: true,
  countdown: true,
  hotelAwardBanner: true,
  newsTicker: true,
  interactivePopup: true,
  partnerLogo: true,
  ancillariesInfo: true,
  milesBadge: true,
  membership: true,
  paymentLogos: true,
  newsletterSubscribe: true,
  newsletterUnsubscribe: true,
  newsletterCustomerEdit: true,
  complaintForm: true,
};

/** Parts that are a search or rules, not content. */
const skippedKeys = new Set(['productSearch', 'visibility']);
/** Fields holding CMS HTML: the vector goes inside markup there. */
const htmlKeys = new Set(['html', 'answer', 'termsHtml']);

/** The document with the vector in every text and HTML field, found by walking it. */
function hostile(page: readonly CmsModule[], vector: string): CmsModule[] {
  const walk = (node: unknown, key: string): unknown => {
    if (skippedKeys.has(key)) return node;
    if (typeof node === 'string') {
      if (intactKeys.has(key)) return node;
      return htmlKeys.has(key) ? `<p>${vector}</p>` : vector;
    }
    // Two items of a list cover its fields as well as twenty, and keep the page small.
    if (Array.isArray(node)) return node.slice(0, 2).map((item) => walk(item, key));
    if (node && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v, k)]));
    }
    return node;
  };
  return page.map((module) => walk(module, '') as CmsModule);
}

const modules = demoModuleOfEveryType();
const partner = modules.flatMap((module) =>
  module.type === 'partnerLogo' ? module.partners.filter((p) => p.enabled) : [],
)[0];
// The partner shows for its own query parameter only.
const route = partner
  ? `/en-gb?${partner.urlParameter || 'utm_source'}=${partner.partnerId}`
  : '/en-gb';

const lastSeen = (vector: string): LastSeenSearch => ({
  pageType: 'resultlist',
  productSearch: { destinations: ['es'] },
  price: { perPersonAmount: 499 },
  destination: { name: vector },
  airport: { name: vector },
  locationName: vector,
});

type Audience = 'visitor' | 'editor';

/** Renders the document for the audience and waits until every lazy module chunk is in. */
async function renderDocument(page: CmsModule[], audience: Audience) {
  const view = renderCmsModules(page, {
    route,
    config: { cmsUser: audience === 'editor', features: { milesProgramme: true } },
  });
  // The slider's chunk has replaced the still first slide, and no module is loading any more.
  // (Text queries: role queries over a page of every module cost seconds each on two cores.)
  await screen.findByText('Previous slide', undefined, { timeout: 5000 });
  await waitFor(() => expect(screen.queryByText('Loading')).not.toBeInTheDocument(), {
    timeout: 5000,
  });
  // An editor's texts have their Edit buttons (the editing chunk) in place; one opens its field.
  if (audience === 'editor') {
    const [edit] = await screen.findAllByText(/^Edit headline: /, undefined, { timeout: 5000 });
    if (edit) act(() => edit.click());
  }
  // The popup's HTML is in its dialog: open it. Every name is the vector here, so the opener is
  // told apart by its attribute.
  const popup = document.body.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]');
  if (popup) act(() => popup.click());
  return view;
}

/** Forms the shop itself renders (newsletter, complaint, membership), counted once per audience. */
const shopForms = new Map<Audience, number>();
async function shopFormCount(audience: Audience): Promise<number> {
  let count = shopForms.get(audience);
  if (count === undefined) {
    const { unmount } = await renderDocument(hostile(modules, 'Plain text'), audience);
    // Reading the raw DOM is the point: forms have no role without a name.
    count = document.body.querySelectorAll('form').length;
    shopForms.set(audience, count);
    unmount();
  }
  return count;
}

/**
 * Nothing executable anywhere on the page, besides the shop's own forms: the checks of
 * expectNoExecutableMarkup, gathered into one assertion each (thousands of elements per page).
 */
function expectNothingInjected(forms: number) {
  expect(document.body.querySelectorAll('form')).toHaveLength(forms);
  expect(
    [
      ...document.body.querySelectorAll('script, iframe, object, embed, meta, link, base, style'),
    ].map((element) => element.outerHTML),
  ).toEqual([]);
  const handlers = [...document.body.querySelectorAll('*')].flatMap((element) =>
    [...element.attributes]
      .filter((attribute) => /^on/i.test(attribute.name))
      .map((attribute) => `${element.tagName} ${attribute.name}`),
  );
  expect(handlers).toEqual([]);
}

describe('a CMS document with hostile content in every field', () => {
  beforeEach(() => localStorage.clear());

  it('holds one module of every type, hostile as well as plain', () => {
    const types = (page: CmsModule[]) => page.map((module) => module.type).sort();
    expect(types(modules)).toEqual(Object.keys(everyType).sort());
    expect(types(hostile(modules, '<b>x</b>'))).toEqual(types(modules));
  });

  it.each(vectors.map((vector, index) => [index, vector] as const))(
    'renders vector %i harmlessly in every text and HTML field, for visitors and CMS editors',
    async (_index, vector) => {
      storeLastSeenSearch(lastSeen(vector), Date.now());
      const page = hostile(modules, vector);
      for (const audience of ['visitor', 'editor'] as const) {
        const forms = await shopFormCount(audience);
        const { unmount } = await renderDocument(page, audience);
        expect(screen.getByText('Landing', { selector: 'h1' })).toBeInTheDocument();
        // The vector reached the page, as text.
        expect(
          screen.getAllByText((_text, element) => element?.textContent === vector, {
            selector: 'h2',
          }).length,
        ).toBeGreaterThan(0);
        expectNothingInjected(forms);
        dialogs.expectNoneOpened();
        unmount();
      }
    },
  );
});
