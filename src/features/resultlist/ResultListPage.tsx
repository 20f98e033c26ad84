import { useEffect, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useHostConfig } from '../../app/HostConfigContext';
import { href } from '../../config/routes';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useInjectFeature } from '../../store/useInjectFeature';
import { mobileQuery, useMediaQuery } from '../../ui/useMediaQuery';
import { selectRoute } from '../shell/shellSlice';
import { useMoney } from '../shell/useMoney';
import { toSearchParams, useAppliedSearch } from '../search';
import {
  emptyFilters,
  parseListParams,
  toResultListRequest,
  withFilters,
} from './model/listParams';
import { displayPrice, priceComparison } from './model/priceRules';
import { defaultSort } from './model/listTypes';
import { resultListFeature } from './resultListFeature';
import * as list$ from './resultListSlice';
import { useListUrl } from './useResultListNavigation';
import { useScrollMemory } from '../../ui/useScrollMemory';
import { ResultListHeader } from './components/ResultListHeader';
import { FilterSidebar } from './components/FilterSidebar';
import { HotelListItem } from './components/HotelListItem';
import { Pagination } from './components/Pagination';
import { ResultListEmpty, ResultListFailed, ResultListSlow } from './components/ResultListStates';

/** The result list (spec 1 §2.6): its whole state is the URL, so back and reload restore it. */
export function ResultListPage() {
  useInjectFeature(resultListFeature);
  const dispatch = useAppDispatch();
  const config = useHostConfig();
  const locale = useAppSelector(selectRoute).locale ?? config.locale;
  const { search: query } = useLocation();
  const search = useAppliedSearch();
  const list = useMemo(() => parseListParams(new URLSearchParams(query)), [query]);
  const request = useMemo(() => toResultListRequest(search, list), [search, list]);
  const { urlFor, go } = useListUrl(search);
  const money = useMoney();
  const mobile = useMediaQuery(mobileQuery);

  useEffect(() => {
    dispatch(list$.resultListActions.listRequested(request));
  }, [dispatch, request]);

  const status = useAppSelector(list$.selectResultListStatus);
  const results = useAppSelector(list$.selectResults);
  const count = useAppSelector(list$.selectResultCount);
  const pageCount = useAppSelector(list$.selectPageCount);
  const facets = useAppSelector(list$.selectFacets);
  const sortOptions = useAppSelector(list$.selectSortOptions);
  const expanded = useAppSelector(list$.selectFiltersExpanded);
  const slow = useAppSelector(list$.selectSlowLoad);
  useScrollMemory(status === 'resolved' && results.length > 0);
  const travellers = search.travellers.adultsCount + search.travellers.childrenBirthDates.length;
  const searchParams = toSearchParams(search);
  const toggleFilters = () => dispatch(list$.resultListActions.filtersToggled());

  return (
    <section className="hs-resultlist" aria-labelledby="hs-resultlist-heading">
      <h1 id="hs-resultlist-heading">
        <FormattedMessage id="shell.route.resultlist" />
      </h1>
      {sortOptions.length > 0 && (
        <ResultListHeader
          count={count}
          sorting={{ selected: list.sort, default: defaultSort, options: sortOptions }}
          params={list}
          onParamsChange={(partial) => go({ ...list, ...partial })}
          onOpenFilters={toggleFilters}
          filtersExpanded={expanded}
          mapOpen={false}
          mobile={mobile}
        />
      )}
      {facets && (
        <FilterSidebar
          facets={facets}
          value={list.filters}
          onChange={(filters) => go(withFilters(list, filters))}
          expanded={expanded}
          onOpen={toggleFilters}
          onClose={toggleFilters}
        />
      )}
      {slow && <ResultListSlow />}
      {status === 'rejected' && (
        <ResultListFailed
          onRetry={() => dispatch(list$.resultListActions.listRequested(request))}
        />
      )}
      {status === 'resolved' && count === 0 && (
        <ResultListEmpty onRemoveFilters={() => go(withFilters(list, emptyFilters))} />
      )}
      <ol className="hs-resultlist__items" aria-busy={status === 'loading'}>
        {results.map((item) => {
          const hotel = item.hotels[0];
          const offer = item.offers[0];
          if (!hotel || !offer) return null;
          return (
            <li key={hotel.id}>
              <HotelListItem
                item={item}
                href={href(
                  'hoteldetail',
                  locale,
                  { slugPath: hotel.slugPath, slugName: hotel.slugName, g: String(hotel.id) },
                  searchParams,
                )}
                perPerson={list.perPerson}
                displayPrice={displayPrice(offer, list.perPerson, travellers)}
                comparison={priceComparison(offer.price, list.perPerson, travellers) ?? undefined}
                formatPrice={(amount) => money(amount, item.hubCurrency)}
                favouritesEnabled={false}
                isFavourite={false}
                onToggleFavourite={() => undefined}
              />
            </li>
          );
        })}
      </ol>
      <Pagination
        page={list.page}
        pageCount={pageCount}
        hrefFor={(page) => urlFor({ ...list, page })}
      />
    </section>
  );
}
