import { useCallback, useEffect, useRef } from 'react';
import { useCheckoutRead } from '../../components/useCheckoutRead';
import { milesLoginOf, type MilesLogin } from './milesAccount';

export interface MilesCredentials {
  cardNumber: string;
  pin: string;
}

/**
 * Logs in to Miles and More for this checkout (the miles-more call). The PIN goes to the host in
 * the request body only; the answer comes back to the caller and is not stored anywhere. Resolves
 * null when the login failed for any reason: the member is told milesMoreLoginError
 * (docs/rules/checkout.md, "The Miles and More login").
 */
export function useMilesLogin(checkoutId: string) {
  const read = useCheckoutRead();
  const pending = useRef<AbortController | null>(null);

  useEffect(() => () => pending.current?.abort(), []);

  return useCallback(
    async ({ cardNumber, pin }: MilesCredentials): Promise<MilesLogin | null> => {
      pending.current?.abort();
      const controller = new AbortController();
      pending.current = controller;
      try {
        const response = await read(
          'checkout_miles_more',
          { checkoutId },
          { data: { cardNumber, pin } },
          controller.signal,
        );
        return response.success ? milesLoginOf(response.milesAndMoreData) : null;
      } catch {
        // Network errors and refusals read the same to the member: the miles cannot be redeemed.
        return null;
      } finally {
        if (pending.current === controller) pending.current = null;
      }
    },
    [read, checkoutId],
  );
}
