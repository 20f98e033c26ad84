import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useMoney } from '../../../shell';
import {
  formatIsoDate,
  formatIsoDateTime,
  formatMonth,
  weekdayNames,
} from '../../../../lib/dateFormat';

/**
 * Dates, times and prices of offers in the visitor's language; dates and times through
 * lib/dateFormat, which keeps the API's wall-clock values where they are in every time zone.
 */
export function useOfferFormat() {
  const intl = useIntl();
  const money = useMoney();
  return useMemo(() => {
    const { locale } = intl;
    return {
      money,
      /** 'Friday, 12 June 2026': a day's accessible name. */
      longDate: (iso: string) => formatIsoDate(locale, iso, 'longDate'),
      /** 'Fri 12 Jun': a flight's day. */
      shortDate: (iso: string) => formatIsoDate(locale, iso, 'shortDate'),
      time: (isoDateTime: string) => formatIsoDateTime(locale, isoDateTime, 'time'),
      monthCaption: (month: string) => formatMonth(locale, month, 'monthYear'),
      weekdays: weekdayNames(locale),
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
