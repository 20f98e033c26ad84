import { useCallback } from 'react';
import { useMoney } from '../../../shell';
import type { Amount } from '../extrasRules';

/** Checkout prices to the cent (spec 2 §9), in the market currency. */
export function useExtrasMoney(): (amount: Amount) => string {
  const money = useMoney();
  return useCallback((amount) => money(amount.value, amount.currency, 2), [money]);
}
