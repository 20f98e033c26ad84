import type { MilesAndMoreData } from '../../../../api/types';
import { validateMilesAmount, type MilesAccount, type MilesAmountError } from '../rules';

/** What a successful miles login gives the slider: the member's points and the conversion rate. */
export interface MilesLogin {
  account: MilesAccount;
  /** Miles per unit of the cart's currency. */
  rate: number;
}

const finite = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/**
 * The account from the miles-more answer (points, minimum fee, rate); null when nothing usable
 * came back.
 */
export function milesLoginOf(data: MilesAndMoreData | null | undefined): MilesLogin | null {
  if (!data) return null;
  const rate = finite(data.rate);
  if (rate <= 0) return null;
  return {
    account: {
      remainingPoints: finite(data.remainingtotalpoints),
      minimumPointsFee: finite(data.minimumPointsFee),
    },
    rate,
  };
}

/**
 * The miles amount field's check: nothing to check before a login (no miles can be chosen), else
 * the redemption rules (docs/rules/checkout.md, "Paying part of the price with miles").
 */
export function milesAmountError(
  amount: number | undefined,
  login: MilesLogin | null,
): MilesAmountError | undefined {
  if (!login) return amount ? 'milesAmountInvalid' : undefined;
  return validateMilesAmount(amount ?? 0, login.account) ?? undefined;
}
