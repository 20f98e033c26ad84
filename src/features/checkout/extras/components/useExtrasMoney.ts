import { useCallback } from 'react';
import { useMoney } from '../../../shell';
import type { Amount } from '../extrasRules';

/**
 * Checkout prices to the cent, in the market currency (docs/rules/checkout.md, "What the extras
 * step shows").
 */
export function useExtrasMoney(): (amount: Amount) => string {
  const money = useMoney();
  return useCallback((amount) => money(amount.value, amount.currency, 2), [money]);
}
