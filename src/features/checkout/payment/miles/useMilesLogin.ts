import { useCallback, useEffect, useRef } from 'react';
import type { MilesMoreResponse } from '../../../../api/types';
import { useAppSelector, useAppStore } from '../../../../store/hooks';
import { selectRoute } from '../../../shell';
import { milesLoginOf, type MilesLogin } from './milesAccount';

export interface MilesCredentials {
  cardNumber: string;
  pin: string;
}

/**
 * Logs in to Miles and More for this checkout (miles-more call, spec 2 §7). The PIN goes to the
 * host in the request body only; the answer comes back to the caller and is not stored anywhere.
 * Resolves null when the login failed for any reason (spec 2 §4 milesMoreLoginError).
 */
export function useMilesLogin(checkoutId: string) {
  const store = useAppStore();
  const { locale } = useAppSelector(selectRoute);
  const pending = useRef<AbortController | null>(null);

  useEffect(() => () => pending.current?.abort(), []);

  return useCallback(
    async ({ cardNumber, pin }: MilesCredentials): Promise<MilesLogin | null> => {
      pending.current?.abort();
      const controller = new AbortController();
      pending.current = controller;
      try {
        const response = await store.api.request<MilesMoreResponse>({
          route: 'checkout_miles_more',
          params: { checkoutId },
          query: locale ? { locale } : undefined,
          data: { data: { cardNumber, pin } },
          signal: controller.signal,
        });
        return response.success ? milesLoginOf(response.milesAndMoreData) : null;
      } catch {
        // Network errors and refusals read the same to the member: the miles cannot be redeemed.
        return null;
      } finally {
        if (pending.current === controller) pending.current = null;
      }
    },
    [store, checkoutId, locale],
  );
}
