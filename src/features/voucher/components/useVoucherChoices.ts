import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { VoucherCart } from '../../../api/types';
import { voucherCountries } from '../../../config/countries';
import { genders, personTitles, regionOfCountry } from '../../checkout';
import { useVoucherMoney } from './useVoucherMoney';

type Option = { value: string; label: string };

/** Labelled options of the voucher form's choices, in the language shown. */
export function useVoucherChoices(cart: VoucherCart) {
  const intl = useIntl();
  const money = useVoucherMoney();
  return useMemo(() => {
    const text = (id: string) => intl.formatMessage({ id });
    const amounts: Option[] = cart.availableVouchers.map((option) => ({
      value: String(option.amount),
      label: money(option.amount, option.currency),
    }));
    const salutations: Option[] = genders.map((value) => ({
      value,
      label: text(`checkout.travellers.salutation.${value}`),
    }));
    const titles: Option[] = personTitles.map((value) => ({
      value,
      label: text(`checkout.travellers.title.${value || 'none'}`),
    }));
    // Spec 2 §5: the voucher's own country list, in its order.
    const countries: Option[] = voucherCountries.map((value) => ({
      value,
      label: intl.formatDisplayName(regionOfCountry(value), { type: 'region' }) ?? value,
    }));
    return { amounts, salutations, titles, countries };
  }, [intl, money, cart.availableVouchers]);
}
