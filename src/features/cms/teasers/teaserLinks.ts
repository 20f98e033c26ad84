import { useState } from 'react';
import type { TeaserContent, TeaserOffer } from '../../../api/types';
import type { Locale } from '../../../config/locales';
import { href } from '../../../config/routes';
import { todayApiDate } from '../../../lib/calendarDates';
import { toSearchParams } from '../../search';
import { bookingSearch } from './teaserRules';

export interface TeaserTarget {
  url: string;
  /** linkout: opens in a new tab. */
  newTab: boolean;
}

/** The teaser's own link: overrideLink replaces link. */
export function teaserLink(teaser: TeaserContent): TeaserTarget | null {
  const url = teaser.overrideLink ?? teaser.link;
  return url ? { url, newTab: Boolean(teaser.linkout) } : null;
}

/**
 * The product box's booking link: the offer's overrideLink, else the result list of the offer's
 * search with the teaser's travel dates; the offer's linkout wins over the teaser's.
 */
export function bookingLink(
  teaser: TeaserContent,
  offer: TeaserOffer,
  locale: Locale,
  today: string,
): TeaserTarget | null {
  const newTab = Boolean(offer.linkout ?? teaser.linkout);
  if (offer.overrideLink) return { url: offer.overrideLink, newTab };
  const search = bookingSearch(today, teaser, offer);
  return search ? { url: href('resultlist', locale, {}, toSearchParams(search)), newTab } : null;
}

/** Today on the visitor's clock, fixed for the teaser's life: links do not change under a reader. */
export function useToday(): string {
  const [today] = useState(() => todayApiDate());
  return today;
}
