import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { AutocompleteOption } from '../../../api/types';
import { href } from '../../../config/routes';
import { useHostConfig } from '../../../app/HostConfigContext';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useInjectFeature } from '../../../store/useInjectFeature';
import { selectRoute } from '../../shell';
import { visibleAutocompleteOptions } from '../model/destinations';
import { toSearchParams } from '../model/searchQuery';
import { searchFeature } from '../searchFeature';
import { searchActions, selectAutocomplete } from '../searchSlice';
import { useAppliedSearch } from '../useAppliedSearch';
import { Autocomplete } from './Autocomplete';

/**
 * The autocomplete in the header (spec 1 §2.5): a hotel goes to its page, a place searches it
 * with the rest of the current search kept.
 */
export default function HeaderSearch() {
  useInjectFeature(searchFeature);
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const config = useHostConfig();
  const locale = useAppSelector(selectRoute).locale ?? config.locale;
  const autocomplete = useAppSelector(selectAutocomplete);
  const applied = useAppliedSearch();
  const selected = applied.destinationIds.map((id) => ({
    id,
    name: id,
    type: 'city' as const,
    level: 3,
  }));

  const pick = (option: AutocompleteOption) => {
    dispatch(searchActions.autocompleteTyped(''));
    const { hotelId, slugPath, slugName, id } = option.data;
    if (option.data.type === 'hotel' && hotelId && slugPath && slugName) {
      navigate(href('hoteldetail', locale, { slugPath, slugName, g: String(hotelId) }));
      return;
    }
    navigate(href('resultlist', locale, {}, toSearchParams({ ...applied, destinationIds: [id] })));
  };

  return (
    <div className="hs-header-search">
      <Autocomplete
        query={autocomplete.query}
        onQueryChange={(text) => dispatch(searchActions.autocompleteTyped(text))}
        options={visibleAutocompleteOptions(autocomplete.options, selected)}
        status={autocomplete.status}
        showNoResults={autocomplete.noResults}
        onPick={pick}
        label={intl.formatMessage({ id: 'search.header.label' })}
        placeholder={intl.formatMessage({ id: 'search.header.placeholder' })}
      />
    </div>
  );
}
