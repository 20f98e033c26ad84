import type { NavigationBlock, NavigationLink } from './entities';
import type {
  AmenitiesTeaserItem,
  CmsImage,
  HeroSlide,
  Partner,
  TeaserContent,
  TeaserItem,
} from './teaser';

/**
 * Visibility rules; page-type keys hoteldetail, homepage, seoDestinationContent, voucher
 * (docs/rules/cms-modules.md, "Who sees a module").
 */
export interface ModuleVisibility {
  pageTypes?: string[];
  /** Hidden for visitors; CMS editors still see it. */
  hidden?: boolean;
  /** ISO date-time after which visitors no longer see it. */
  validUntil?: string;
}

interface ModuleBase {
  id: string;
  visibility?: ModuleVisibility;
}

interface SectionOf<T> {
  headline?: string;
  teasers: T[];
}

export type AmenitiesTeaserModule = ModuleBase & AmenitiesTeaserItem & { type: 'amenitiesTeaser' };
export type AmenitiesSectionModule = ModuleBase &
  SectionOf<AmenitiesTeaserItem> & { type: 'amenitiesSection' };
export type DestinationTeaserModule = ModuleBase & TeaserItem & { type: 'destinationTeaser' };
export type HeroSliderModule = ModuleBase & {
  type: 'heroSlider';
  slides: HeroSlide[];
  showSearchMask?: boolean;
};
export type ClassicTeaserModule = ModuleBase & TeaserItem & { type: 'classicTeaser' };
export type ClassicSectionModule = ModuleBase & SectionOf<TeaserItem> & { type: 'classicSection' };
export type SimpleTeaserModule = ModuleBase & TeaserItem & { type: 'simpleTeaser' };
export type SimpleSectionModule = ModuleBase & SectionOf<TeaserItem> & { type: 'simpleSection' };
export type NavigationTabsModule = ModuleBase &
  NavigationBlock & { type: 'navigationTabs'; headline?: string };
/** answer is CMS HTML. */
export type FaqModule = ModuleBase & {
  type: 'faq';
  headline?: string;
  items: { question: string; answer: string }[];
};
/** html is CMS HTML, sanitised by the shop. */
export type FreeTextModule = ModuleBase & { type: 'freeText'; headline?: string; html: string };
export type UspTeaserModule = ModuleBase & {
  type: 'uspTeaser';
  items: { icon: string; text: string }[];
};
export type UspListModule = ModuleBase & {
  type: 'uspList';
  headline?: string;
  items: { icon: string; headline: string; text: string }[];
};
export type ImageOfferTeaserModule = ModuleBase & TeaserItem & { type: 'imageOfferTeaser' };
export type PromotionTeaserModule = ModuleBase & {
  type: 'promotionTeaser';
  headline: string;
  text: string;
  images: CmsImage[];
  buttonText: string;
  link: string;
  linkout?: boolean;
};
export type TextImageOverlayTeaserModule = ModuleBase &
  TeaserContent & { type: 'textImageOverlayTeaser' };
export type TextImageOverlaySectionModule = ModuleBase &
  SectionOf<TeaserContent> & { type: 'textImageOverlaySection' };
/**
 * date is an ISO date-time; visible only to CMS editors
 * (docs/rules/cms-modules.md, "Countdown").
 */
export type CountdownModule = ModuleBase & { type: 'countdown'; headline: string; date: string };
export type HotelAwardBannerModule = ModuleBase & {
  type: 'hotelAwardBanner';
  giataIds: number[];
  width: number;
  height: number;
  image: CmsImage;
};
export type NewsTickerModule = ModuleBase & {
  type: 'newsTicker';
  messages: { text: string; link?: string }[];
  /** Page types the ticker shows on. */
  pages?: string[];
  separator: string;
  link?: NavigationLink;
};
/** initial true shows the vertical bar; html is CMS HTML. */
export type InteractivePopupModule = ModuleBase & {
  type: 'interactivePopup';
  initial: boolean;
  headline: string;
  html: string;
  buttonText: string;
};
export type PartnerLogoModule = ModuleBase & { type: 'partnerLogo'; partners: Partner[] };
export type AncillariesInfoModule = ModuleBase & {
  type: 'ancillariesInfo';
  headline?: string;
  infos: { airlines: string[]; text: string }[];
  editorNote?: string;
};
export type MilesBadgeModule = ModuleBase & {
  type: 'milesBadge';
  rate: number;
  rateOriginal?: number;
  earnRates: { regular: number; boost: number };
  /** Hotels of this named collection earn the boost rate. */
  boostCollection?: string;
  minimumPointsFee: number;
  text?: string;
};
export type MembershipModule = ModuleBase & {
  type: 'membership';
  headline: string;
  promoCode: string;
  hint: string;
  loginText: string;
};
export type PaymentLogosModule = ModuleBase & {
  type: 'paymentLogos';
  headline?: string;
  logos: ('visa' | 'mastercard' | 'amex' | 'sepa' | 'paypal')[];
};
export type NewsletterSubscribeModule = ModuleBase & {
  type: 'newsletterSubscribe';
  headline: string;
  copytext: string;
  source: string;
  listId: string;
  termsHtml: string;
  buttonText: string;
  successHeadline: string;
  successCopy: string;
};
export type NewsletterUnsubscribeModule = ModuleBase & {
  type: 'newsletterUnsubscribe';
  headline: string;
  question: string;
  listId: string;
  yesContent: { headline: string; text: string; buttonText?: string; link?: string };
  noContent: { headline: string; text: string };
};
export type NewsletterCustomerEditModule = ModuleBase & {
  type: 'newsletterCustomerEdit';
  headline: string;
  listId?: string;
  showTrackingPermission: boolean;
  showMilesMore: boolean;
};
export type ComplaintFormModule = ModuleBase & {
  type: 'complaintForm';
  headline: string;
  link?: { text: string; url: string; newTab: boolean };
};

/** Every CMS module a page may hold, discriminated on `type`. */
export type CmsModule =
  | AmenitiesTeaserModule
  | AmenitiesSectionModule
  | DestinationTeaserModule
  | HeroSliderModule
  | ClassicTeaserModule
  | ClassicSectionModule
  | SimpleTeaserModule
  | SimpleSectionModule
  | NavigationTabsModule
  | FaqModule
  | FreeTextModule
  | UspTeaserModule
  | UspListModule
  | ImageOfferTeaserModule
  | PromotionTeaserModule
  | TextImageOverlayTeaserModule
  | TextImageOverlaySectionModule
  | CountdownModule
  | HotelAwardBannerModule
  | NewsTickerModule
  | InteractivePopupModule
  | PartnerLogoModule
  | AncillariesInfoModule
  | MilesBadgeModule
  | MembershipModule
  | PaymentLogosModule
  | NewsletterSubscribeModule
  | NewsletterUnsubscribeModule
  | NewsletterCustomerEditModule
  | ComplaintFormModule;

export type CmsModuleType = CmsModule['type'];

export type CmsModuleOf<T extends CmsModuleType> = Extract<CmsModule, { type: T }>;
