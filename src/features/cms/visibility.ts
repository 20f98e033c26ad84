import type { CmsModule, Partner } from '../../api/types';

/**
 * The page-type keys a module's visibility rules name (docs/rules/cms-modules.md, "Who sees a
 * module").
 */
export const visibilityPageTypes = ['hoteldetail', 'homepage', 'seoDestinationContent', 'voucher'];

/** The default query parameter that selects a partner logo. */
export const defaultPartnerParameter = 'utm_source';

export interface VisibilityContext {
  /** The page's type from the page load (homepage, hoteldetail, content, ...). */
  pageType: string;
  /** Host config `cmsUser`: an editor of the host's CMS is signed in. */
  cmsUser: boolean;
  now: number;
  /** Host config `features.milesProgramme`. */
  milesProgramme: boolean;
  /** The page's query string, for the partner logo. */
  search: string;
  /** On a hotel page: the hotel's GIATA code, which an award banner must name to show there. */
  giataCode?: number;
}

/**
 * everyone: every visitor sees it; editor: only a CMS editor sees it (hidden, expired, empty or
 * placeholder modules), marked as such; none: nobody.
 */
export type ModuleAudience = 'everyone' | 'editor' | 'none';

/** The enabled partner whose id the page's query names under the partner's parameter. */
export function matchingPartner(partners: Partner[], search: string): Partner | undefined {
  const query = new URLSearchParams(search);
  return partners.find(
    (partner) =>
      partner.enabled &&
      partner.partnerId !== '' &&
      query.get(partner.urlParameter || defaultPartnerParameter) === partner.partnerId,
  );
}

function isExpired(validUntil: string | undefined, now: number): boolean {
  if (!validUntil) return false;
  const end = Date.parse(validUntil);
  return !Number.isNaN(end) && end < now;
}

/** Only the four keys count: a list naming none of them restricts nothing. */
function isOnOtherPageType(pageTypes: string[] | undefined, pageType: string): boolean {
  const keys = (pageTypes ?? []).filter((key) => visibilityPageTypes.includes(key));
  return keys.length > 0 && !keys.includes(pageType);
}

/** Rules of a module's own type: false when a visitor would not see it. */
function showsToVisitors(module: CmsModule, context: VisibilityContext): boolean {
  switch (module.type) {
    // Hidden unless a CMS user is logged in.
    case 'countdown':
      return false;
    case 'hotelAwardBanner':
      return (
        module.giataIds.length > 0 &&
        module.image.url !== '' &&
        // On a hotel page only the awarded hotels' banner shows; elsewhere it presents the award.
        (context.pageType !== 'hoteldetail' ||
          (context.giataCode !== undefined && module.giataIds.includes(context.giataCode)))
      );
    case 'partnerLogo':
      return matchingPartner(module.partners, context.search) !== undefined;
    case 'milesBadge':
      return context.milesProgramme;
    case 'newsTicker':
      return (
        module.messages.length > 0 &&
        (!module.pages?.length || module.pages.includes(context.pageType))
      );
    default:
      return true;
  }
}

/** Who sees a module on this page (docs/rules/cms-modules.md, "Who sees a module"). */
export function moduleAudience(module: CmsModule, context: VisibilityContext): ModuleAudience {
  const { visibility } = module;
  const visible =
    !visibility?.hidden &&
    !isExpired(visibility?.validUntil, context.now) &&
    !isOnOtherPageType(visibility?.pageTypes, context.pageType) &&
    showsToVisitors(module, context);
  if (visible) return 'everyone';
  return context.cmsUser ? 'editor' : 'none';
}
