import { useCallback } from 'react';
import { useChargedMoney } from '../../components/useChargedMoney';
import type { Amount } from '../extrasRules';

/**
 * Extras' prices to the cent, in the currency the booking is charged in, never converted to the
 * market's: an extra adds to that total (docs/rules/checkout-prices.md, "One amount charged, in
 * the currency it is charged in").
 */
export function useExtrasMoney(): (amount: Amount) => string {
  const money = useChargedMoney();
  return useCallback((amount) => money(amount.value, amount.currency), [money]);
}
