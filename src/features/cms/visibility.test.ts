import type { CmsModule, ModuleVisibility, Partner } from '../../api/types';
import {
  matchingPartner,
  moduleAudience,
  visibilityPageTypes,
  type VisibilityContext,
} from './visibility';

const now = Date.parse('2026-06-01T12:00:00Z');
const context = (overrides: Partial<VisibilityContext> = {}): VisibilityContext => ({
  pageType: 'homepage',
  cmsUser: false,
  now,
  milesProgramme: true,
  search: '',
  ...overrides,
});

const freeText = (visibility?: ModuleVisibility): CmsModule => ({
  id: 'text',
  type: 'freeText',
  html: '<p>Text</p>',
  ...(visibility ? { visibility } : {}),
});

const partner = (partnerId: string, enabled = true, urlParameter = 'utm_source'): Partner => ({
  enabled,
  partnerId,
  partnerLogo: `/media/${partnerId}.svg`,
  partnerName: partnerId,
  urlParameter,
});

const image = { url: '/media/award.png', secure_url: '/media/award.png', alt: 'Award' };

// Visibility rules with the page-type keys, and what a CMS editor sees
// (docs/rules/cms-modules.md, "Who sees a module").
describe('module visibility matrix', () => {
  const cases: [string, CmsModule, Partial<VisibilityContext>, 'everyone' | 'editor' | 'none'][] = [
    ['no rules', freeText(), {}, 'everyone'],
    ['hidden', freeText({ hidden: true }), {}, 'none'],
    ['hidden, editor', freeText({ hidden: true }), { cmsUser: true }, 'editor'],
    ['valid until later', freeText({ validUntil: '2026-06-02T00:00:00Z' }), {}, 'everyone'],
    ['expired', freeText({ validUntil: '2026-05-31T00:00:00Z' }), {}, 'none'],
    [
      'expired, editor',
      freeText({ validUntil: '2026-05-31T00:00:00Z' }),
      { cmsUser: true },
      'editor',
    ],
    ['unreadable end date', freeText({ validUntil: 'soon' }), {}, 'everyone'],
    ['page type listed', freeText({ pageTypes: ['homepage', 'voucher'] }), {}, 'everyone'],
    [
      'hotel page only, on a hotel page',
      freeText({ pageTypes: ['hoteldetail'] }),
      { pageType: 'hoteldetail' },
      'everyone',
    ],
    [
      'SEO pages only, on a SEO page',
      freeText({ pageTypes: ['seoDestinationContent'] }),
      { pageType: 'seoDestinationContent' },
      'everyone',
    ],
    ['voucher only, on the homepage', freeText({ pageTypes: ['voucher'] }), {}, 'none'],
    [
      'voucher only, on the homepage, editor',
      freeText({ pageTypes: ['voucher'] }),
      { cmsUser: true },
      'editor',
    ],
    [
      'homepage only, on a content page',
      freeText({ pageTypes: ['homepage'] }),
      { pageType: 'content' },
      'none',
    ],
    ['unknown keys only restrict nothing', freeText({ pageTypes: ['landing'] }), {}, 'everyone'],
    ['empty page-type list', freeText({ pageTypes: [] }), {}, 'everyone'],
    [
      'countdown',
      { id: 'c', type: 'countdown', headline: 'Ends in', date: '2026-12-31T00:00:00Z' },
      {},
      'none',
    ],
    [
      'countdown, editor',
      { id: 'c', type: 'countdown', headline: 'Ends in', date: '2026-12-31T00:00:00Z' },
      { cmsUser: true },
      'editor',
    ],
    [
      'countdown after its date, editor',
      { id: 'c', type: 'countdown', headline: 'Ended', date: '2026-01-01T00:00:00Z' },
      { cmsUser: true },
      'editor',
    ],
    [
      'award banner with hotels',
      { id: 'a', type: 'hotelAwardBanner', giataIds: [1], width: 300, height: 120, image },
      {},
      'everyone',
    ],
    [
      'award banner on the page of an awarded hotel',
      { id: 'a', type: 'hotelAwardBanner', giataIds: [1, 7], width: 300, height: 120, image },
      { pageType: 'hoteldetail', giataCode: 7 },
      'everyone',
    ],
    [
      'award banner on the page of another hotel',
      { id: 'a', type: 'hotelAwardBanner', giataIds: [1, 7], width: 300, height: 120, image },
      { pageType: 'hoteldetail', giataCode: 8 },
      'none',
    ],
    [
      'award banner on a hotel page still loading its hotel',
      { id: 'a', type: 'hotelAwardBanner', giataIds: [1, 7], width: 300, height: 120, image },
      { pageType: 'hoteldetail' },
      'none',
    ],
    [
      'award banner on the page of another hotel, editor',
      { id: 'a', type: 'hotelAwardBanner', giataIds: [1, 7], width: 300, height: 120, image },
      { pageType: 'hoteldetail', giataCode: 8, cmsUser: true },
      'editor',
    ],
    [
      'empty award banner',
      { id: 'a', type: 'hotelAwardBanner', giataIds: [], width: 300, height: 120, image },
      {},
      'none',
    ],
    [
      'empty award banner, editor',
      { id: 'a', type: 'hotelAwardBanner', giataIds: [], width: 300, height: 120, image },
      { cmsUser: true },
      'editor',
    ],
    [
      'partner named in the query',
      { id: 'p', type: 'partnerLogo', partners: [partner('bank')] },
      { search: '?utm_source=bank' },
      'everyone',
    ],
    [
      'no partner in the query',
      { id: 'p', type: 'partnerLogo', partners: [partner('bank')] },
      {},
      'none',
    ],
    [
      'no partner in the query, editor',
      { id: 'p', type: 'partnerLogo', partners: [partner('bank')] },
      { cmsUser: true },
      'editor',
    ],
    [
      'miles badge with the programme',
      {
        id: 'm',
        type: 'milesBadge',
        rate: 1,
        earnRates: { regular: 1, boost: 2 },
        minimumPointsFee: 0,
      },
      {},
      'everyone',
    ],
    [
      'miles badge without the programme',
      {
        id: 'm',
        type: 'milesBadge',
        rate: 1,
        earnRates: { regular: 1, boost: 2 },
        minimumPointsFee: 0,
      },
      { milesProgramme: false },
      'none',
    ],
    [
      'miles badge without the programme, editor',
      {
        id: 'm',
        type: 'milesBadge',
        rate: 1,
        earnRates: { regular: 1, boost: 2 },
        minimumPointsFee: 0,
      },
      { milesProgramme: false, cmsUser: true },
      'editor',
    ],
    [
      'ancillaries info off its page types, editor',
      { id: 'i', type: 'ancillariesInfo', infos: [], visibility: { pageTypes: ['hoteldetail'] } },
      { cmsUser: true },
      'editor',
    ],
    [
      'news ticker on its pages',
      {
        id: 'n',
        type: 'newsTicker',
        separator: '+',
        messages: [{ text: 'News' }],
        pages: ['homepage'],
      },
      {},
      'everyone',
    ],
    [
      'news ticker elsewhere',
      {
        id: 'n',
        type: 'newsTicker',
        separator: '+',
        messages: [{ text: 'News' }],
        pages: ['voucher'],
      },
      {},
      'none',
    ],
    [
      'news ticker without messages',
      { id: 'n', type: 'newsTicker', separator: '+', messages: [] },
      {},
      'none',
    ],
  ];

  test.each(cases)('%s', (_name, module, overrides, expected) => {
    expect(moduleAudience(module, context(overrides))).toBe(expected);
  });

  test.each(visibilityPageTypes)('a module limited to %s shows only on that page type', (key) => {
    const module = freeText({ pageTypes: [key] });
    for (const pageType of visibilityPageTypes) {
      expect(moduleAudience(module, context({ pageType }))).toBe(
        pageType === key ? 'everyone' : 'none',
      );
    }
  });

  test('an editor never sees less than a visitor', () => {
    const modules = cases.map(([, module]) => module);
    for (const module of modules) {
      const visitor = moduleAudience(module, context());
      const editor = moduleAudience(module, context({ cmsUser: true }));
      expect(editor).not.toBe('none');
      if (visitor === 'everyone') expect(editor).toBe('everyone');
    }
  });
});

describe('matchingPartner (partner logo)', () => {
  test('the enabled partner whose id the query parameter names', () => {
    const partners = [partner('bank'), partner('club')];
    expect(matchingPartner(partners, '?utm_source=club')?.partnerId).toBe('club');
  });

  test('a disabled partner is never shown', () => {
    expect(matchingPartner([partner('bank', false)], '?utm_source=bank')).toBeUndefined();
  });

  test("a partner's own parameter name counts; an empty one means utm_source", () => {
    expect(matchingPartner([partner('bank', true, 'ref')], '?ref=bank')?.partnerId).toBe('bank');
    expect(matchingPartner([partner('bank', true, 'ref')], '?utm_source=bank')).toBeUndefined();
    expect(matchingPartner([partner('bank', true, '')], '?utm_source=bank')?.partnerId).toBe(
      'bank',
    );
  });
});
