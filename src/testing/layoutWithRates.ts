import type { LayoutResponse } from '../api/types';

/** An empty layout answer whose currency info converts from EUR with these rates. */
export function layoutWithRates(rates: Record<string, number>): LayoutResponse {
  return {
    navigation: { tabs: [] },
    footer: { columns: [] },
    markets: [],
    currencyInfo: { baseCurrency: 'EUR', rates, contexts: {}, dateTime: '2026-11-22T00:00:00Z' },
  };
}
