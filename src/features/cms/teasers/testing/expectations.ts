import { screen, within } from '@testing-library/react';
import { addDays, todayApiDate } from '../../../../lib/calendarDates';
import { formatMoney } from '../../../../lib/money';

/** A price as an en-GB page shows it without exchange rates: euros, rounded up. */
export function euros(amount: number): string {
  return formatMoney(amount, { currency: 'EUR', intlLocale: 'en-GB' });
}

/** The visitor's today plus `days`, as YYYY-MM-DD. */
export function daysFromToday(days: number): string {
  return addDays(todayApiDate(), days);
}

/** The query of a link's href. */
export function linkQuery(link: HTMLElement): URLSearchParams {
  return new URL(link.getAttribute('href') ?? '', 'http://localhost').searchParams;
}

/** Queries within the teaser (article) whose heading of this level has this name. */
export async function articleOf(level: 2 | 3, name: string) {
  const heading = await screen.findByRole('heading', { level, name });
  return within(heading.closest('article') as HTMLElement);
}

/** A CMS link as the page renders it: a path without a locale gets the visitor's. */
export function shownHref(link: string | undefined, locale: 'en-gb' | 'de-de' = 'en-gb'): string {
  if (!link) return '';
  return /^\/[a-z]{2}-[a-z]{2}(\/|$)/.test(link) ? link : `/${locale}${link}`;
}
