import type { ProductSearch } from './search';

/** A CMS image; secure_url is the https variant. */
export interface CmsImage {
  url: string;
  secure_url: string;
  alt: string;
  width?: number;
  height?: number;
}

/** Teaser content fields; every field is optional for editors. */
export interface TeaserContent {
  headline?: string;
  subheadline?: string;
  postsubheadline?: string;
  copytext?: string;
  buttonText?: string;
  link?: string;
  /** Opens the link in a new tab. */
  linkout?: boolean;
  overrideLink?: string;
  overrideButtonText?: string;
  overrideBubbleText?: string;
  overrideBubblePrice?: number;
  overrideDestination?: string;
  overrideAdditionalInformation?: string;
  destinationName?: string;
  durationSubline?: string;
  badgeText?: string;
  hidePrice?: boolean;
  hideBookButton?: boolean;
  hideProductBox?: boolean;
  showSearchMask?: boolean;
  showPerPersonPricePostfix?: boolean;
  colorScheme?: 'light' | 'dark' | 'brand';
  textBlockPosition?: 'left' | 'center' | 'right';
  textBlockSize?: 'default' | 'lower' | 'higher';
  priceComparisonFallbackPercent?: number;
  departureDateMinOffset?: number;
  returnDateMinOffset?: number;
  image?: CmsImage;
}

/** The product box of a teaser. */
export interface TeaserOffer {
  hotelId?: number;
  hotelName?: string;
  category?: number;
  price: { perPersonAmount: number; oldPrice?: number; currency: string };
  lengthOfStay: number;
  rooms: { name: string; board: { name: string } }[];
  milesAmount?: number;
  overrideLink?: string;
  linkout?: boolean;
  departureDateMinOffset?: number;
  returnDateMinOffset?: number;
  productSearch: ProductSearch;
}

export interface TeaserItem extends TeaserContent {
  offer?: TeaserOffer;
}

/** Hero slide; slides whose status is false are dropped by the shop. */
export interface HeroSlide extends TeaserItem {
  status: boolean;
  /** The slide the shop fills from the visitor's last-seen search. */
  kind?: 'content' | 'lastSeenSearch';
  /**
   * Last-seen slide only: a picture per country, keyed by the country's picture key (its ISO
   * 3166 alpha-2 code in lower case); `image` stands in for countries without one.
   */
  countryImages?: Record<string, CmsImage>;
}

export interface Amenity {
  code: string;
  label: string;
  icon: string;
}

export interface AmenitiesTeaserItem extends TeaserItem {
  amenities: Amenity[];
}

export interface Partner {
  enabled: boolean;
  partnerId: string;
  partnerLogo: string;
  partnerName: string;
  /** Query parameter that selects the partner; default utm_source. */
  urlParameter: string;
}
