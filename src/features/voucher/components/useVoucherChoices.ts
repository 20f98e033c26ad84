import { useMemo } from 'react';
import type { VoucherCart } from '../../../api/types';
import { voucherCountries } from '../../../config/countries';
import { useChoiceOptions } from '../../checkout';
import { useVoucherMoney } from './useVoucherMoney';

/** The voucher form's choices: the cart's amounts, and the person fields' options. */
export function useVoucherChoices(cart: VoucherCart) {
  const money = useVoucherMoney();
  // The voucher's own country list, in its order, not the booking's billing list.
  const { salutations, titles, countries } = useChoiceOptions(voucherCountries);
  const amounts = useMemo(
    () =>
      cart.availableVouchers.map((option) => ({
        value: String(option.amount),
        label: money(option.amount, option.currency),
      })),
    [money, cart.availableVouchers],
  );
  return { amounts, salutations, titles, countries };
}
