import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useMoney } from '../../../shell';
import { addDays, utcInstant } from '../../../../lib/calendarDates';

/** A Monday, to name the weekdays in the visitor's language. */
const aMonday = '2024-01-01';

/**
 * Dates, times and prices of offers in the visitor's language. API dates and flight times are
 * local wall-clock values: read as UTC and formatted in UTC, no time zone can move them.
 */
export function useOfferFormat() {
  const intl = useIntl();
  const money = useMoney();
  return useMemo(() => {
    const utc = { timeZone: 'UTC' } as const;
    return {
      money,
      /** 'Friday, 12 June 2026': a day's accessible name. */
      longDate: (iso: string) =>
        intl.formatDate(utcInstant(iso), {
          ...utc,
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          year: 'numeric',
        }),
      /** 'Fri, 12 Jun': a flight's day. */
      shortDate: (iso: string) =>
        intl.formatDate(utcInstant(iso), {
          ...utc,
          weekday: 'short',
          day: 'numeric',
          month: 'short',
        }),
      time: (isoDateTime: string) =>
        intl.formatTime(utcInstant(isoDateTime), { ...utc, hour: '2-digit', minute: '2-digit' }),
      monthCaption: (month: string) =>
        intl.formatDate(utcInstant(`${month}-01`), { ...utc, month: 'long', year: 'numeric' }),
      weekdays: Array.from({ length: 7 }, (_, i) => {
        const day = utcInstant(addDays(aMonday, i));
        return {
          short: intl.formatDate(day, { ...utc, weekday: 'short' }),
          long: intl.formatDate(day, { ...utc, weekday: 'long' }),
        };
      }),
      /** '+25 €', '−10 €' or 'same price' against the selected offer. */
      difference: (amount: number, currency: string) => {
        const rounded = Math.round(amount);
        if (rounded === 0) return intl.formatMessage({ id: 'hotelOffers.price.same' });
        const price = money(Math.abs(rounded), currency);
        return intl.formatMessage(
          { id: rounded > 0 ? 'hotelOffers.price.more' : 'hotelOffers.price.less' },
          { price },
        );
      },
    };
  }, [intl, money]);
}

export type OfferFormat = ReturnType<typeof useOfferFormat>;
