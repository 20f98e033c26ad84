import { useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { AutocompleteOption } from '../../../api/types';
import { href } from '../../../config/routes';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useFeatureSaga } from '../../../store/useFeatureSaga';
import { useShopLocale } from '../../shell';
import type { HeaderSearchHandover } from './HeaderSearchSlot';
import { visibleAutocompleteOptions } from '../model/destinations';
import { toSearchParams } from '../model/searchQuery';
import { rememberSearch } from '../model/lastSeenSearch';
import { searchFeature } from '../searchFeature';
import { searchActions, selectAutocomplete } from '../searchSlice';
import { useAppliedSearch } from '../useAppliedSearch';
import { Autocomplete } from './Autocomplete';

/**
 * The autocomplete in the header: a hotel goes to its page, a place searches it with the rest of
 * the current search kept. It takes over from the shell's stand-in field (HeaderSearchSlot) with
 * the text typed there and its focus.
 */
export default function HeaderSearch({ handover }: { handover?: HeaderSearchHandover }) {
  useFeatureSaga(searchFeature);
  const root = useRef<HTMLDivElement>(null);
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const locale = useShopLocale();
  const autocomplete = useAppSelector(selectAutocomplete);
  const applied = useAppliedSearch();
  const selected = applied.destinationIds.map((id) => ({
    id,
    name: id,
    type: 'city' as const,
    level: 3,
  }));

  // In the commit that replaces the stand-in: a passive effect could run after the browser has
  // handled keys typed into the removed field, and they would be lost on the page's body.
  useLayoutEffect(() => {
    if (!handover) return;
    if (handover.query !== '') dispatch(searchActions.autocompleteTyped(handover.query));
    const field = root.current?.querySelector('input');
    if (!handover.focused || !field) return;
    field.focus();
    field.setSelectionRange(handover.query.length, handover.query.length);
  }, [handover, dispatch]);

  const pick = (option: AutocompleteOption) => {
    dispatch(searchActions.autocompleteTyped(''));
    const { hotelId, slugPath, slugName, id } = option.data;
    if (option.data.type === 'hotel' && hotelId && slugPath && slugName) {
      navigate(href('hoteldetail', locale, { slugPath, slugName, g: String(hotelId) }));
      return;
    }
    const search = { ...applied, destinationIds: [id] };
    // A place picked here is a search like one from the mask: the hero's last-seen slide offers it.
    rememberSearch(search, 'resultlist', option.label, Date.now());
    navigate(href('resultlist', locale, {}, toSearchParams(search)));
  };

  return (
    <div ref={root} className="hs-header-search">
      <Autocomplete
        query={autocomplete.query}
        onQueryChange={(text) => dispatch(searchActions.autocompleteTyped(text))}
        options={visibleAutocompleteOptions(autocomplete.options, selected)}
        status={autocomplete.status}
        showNoResults={autocomplete.noResults}
        onPick={pick}
        label={intl.formatMessage({ id: 'search.header.label' })}
        placeholder={intl.formatMessage({ id: 'search.header.placeholder' })}
        // All of it typed into the stand-in: its answers show as if typed here.
        initiallyOpen={!!handover?.focused && handover.query !== ''}
      />
    </div>
  );
}
