import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { billingCountries, genders, personTitles, regionOfCountry } from '../travellerValues';

type Option = { value: string; label: string };

/** Labelled options of the step's selects, in the language shown; `countryCodes` in their order. */
export function useChoiceOptions(countryCodes: readonly string[] = billingCountries) {
  const intl = useIntl();
  return useMemo(() => {
    const text = (id: string) => intl.formatMessage({ id });
    const salutations: Option[] = genders.map((value) => ({
      value,
      label: text(`checkout.travellers.salutation.${value}`),
    }));
    const childSalutations: Option[] = genders.map((value) => ({
      value,
      label: text(`checkout.travellers.childSalutation.${value}`),
    }));
    const titles: Option[] = personTitles.map((value) => ({
      value,
      label: text(`checkout.travellers.title.${value || 'none'}`),
    }));
    const countries: Option[] = countryCodes.map((value) => ({
      value,
      label: intl.formatDisplayName(regionOfCountry(value), { type: 'region' }) ?? value,
    }));
    const programmes: Option[] = ['', 'MilesAndMore'].map((value) => ({
      value,
      label: text(`checkout.travellers.frequentFlyerProgram.${value || 'none'}`),
    }));
    return { salutations, childSalutations, titles, countries, programmes };
  }, [intl, countryCodes]);
}
