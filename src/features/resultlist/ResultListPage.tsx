import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useHostConfig } from '../../config/HostConfigContext';
import { href } from '../../config/routes';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useFeatureSaga } from '../../store/useFeatureSaga';
import { mobileQuery, useMediaQuery } from '../../ui/useMediaQuery';
import { useMarketMoney, useMoney, type MarketMoney, useShopLocale } from '../shell';
import { toSearchParams, useAppliedSearch } from '../search';
import { isValidCoordinate, ResultListMap, useShowOnMap, type RenderMapHotel } from '../map';
import { useFavourites } from '../favourites';
import { hotelLinkQuery } from '../hotel';
import type { MixedResultItem } from '../../api/types';
import {
  emptyFilters,
  parseListParams,
  toResultListRequest,
  withFilters,
  type ListView,
} from '../search';
import { shownComparison, shownPrice } from '../../lib/prices';
import { defaultSort } from '../search';
import { resultListFeature } from './resultListFeature';
import * as list$ from './resultListSlice';
import { resultListRequestKey } from './resultListSlice';
import { useListUrl, usePageLinkFocus } from './useResultListNavigation';
import { useScrollMemory } from '../../ui/useScrollMemory';
import { useStableCallback } from '../../ui/useStableCallback';
import { useContentAfterFrame } from '../../ui/useContentAfterFrame';
import { ResultListHeader } from './components/ResultListHeader';
import { FilterSidebar } from './components/FilterSidebar';
import { ActiveFilterChips } from './components/ActiveFilterChips';
import { HotelListItem } from './components/HotelListItem';
import { HotelCardVertical, hotelCardFromMapHotel } from './components/HotelCardVertical';
import { Pagination } from './components/Pagination';
import { ResultListEmpty, ResultListFailed, ResultListSlow } from './components/ResultListStates';

/**
 * The same object while its key is the same, so what depends on it can stay memoised: opening or
 * closing the map changes the URL (and so the parsed search and list objects) but not the list,
 * which must not load again.
 */
function useStableByKey<T>(value: T, key: string): T {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content on purpose, see above
  return useMemo(() => value, [key]);
}

/** Items a wide screen shows above the fold; the list's first paint draws only these. */
const firstScreenItems = 3;

/** From this width the filters are a column beside the results (docs/rules/result-list.md). */
const dockedFiltersQuery = '(min-width: 1024px)';

/**
 * The result list: its whole state is the URL, so back and reload restore it
 * (docs/rules/result-list.md, "The list's address").
 */
export function ResultListPage() {
  useFeatureSaga(resultListFeature);
  const dispatch = useAppDispatch();
  const config = useHostConfig();
  const locale = useShopLocale();
  const { search: query } = useLocation();
  const search = useAppliedSearch();
  const list = useMemo(() => parseListParams(new URLSearchParams(query)), [query]);
  const listRequest = toResultListRequest(search, list);
  const request = useStableByKey(listRequest, resultListRequestKey(listRequest));
  const { urlFor, go } = useListUrl(search);
  const money = useMoney();
  const market = useMarketMoney();
  const mobile = useMediaQuery(mobileQuery);
  const docked = useMediaQuery(dockedFiltersQuery);
  const mapEnabled = config.features.hotelMap;
  const mapOpen = mapEnabled && list.mapOpen === true;
  const map = useShowOnMap(mapOpen);
  const mapSearch = useMemo(() => ({ productSearch: request.productSearch }), [request]);
  const favourites = useFavourites();
  const toggleFavourite = (hotel: { id: number; name: string }) =>
    favourites.setFavourite(hotel, !favourites.isFavourite(hotel.id), request.productSearch);

  useEffect(() => {
    dispatch(list$.resultListActions.listRequested(request));
  }, [dispatch, request]);

  // A new answer is drawn as a transition: the list, filters and header are the page's largest
  // render, and in slices it does not block a phone's main thread (the old answer stays meanwhile).
  const { status, results, count, pageCount, facets, sortOptions, firstPosition } =
    useDeferredValue(useAppSelector(list$.selectListAnswer));
  const { headingRef, onPageLink } = usePageLinkFocus(list.page);
  const expanded = useAppSelector(list$.selectFiltersExpanded);
  const slow = useAppSelector(list$.selectSlowLoad);
  // The first screen's items come with the answer's first paint; the rest follow in a render after
  // it, so a phone paints the first hotel without building nineteen it cannot show yet. Keyed by
  // the answer: the list stays mounted, and every new answer (a page, a filter) starts over.
  const allItems = useContentAfterFrame(results);
  const shownResults = useMemo(
    () => (allItems ? results : results.slice(0, firstScreenItems)),
    [allItems, results],
  );
  // Back restores the position once every item is there to scroll to.
  useScrollMemory(status === 'resolved' && results.length > 0 && allItems);
  const linkQuery = toSearchParams(search);
  const searchParams = useStableByKey(linkQuery, JSON.stringify(linkQuery));
  // Closing the filters returns the focus to the control that opened them (the count or the
  // trigger), not to the page's start where a hidden panel would leave it.
  const filtersOpener = useRef<HTMLElement | null>(null);
  const filtersHeadingRef = useRef<HTMLHeadingElement>(null);
  const toggleFilters = () => {
    if (!expanded && document.activeElement instanceof HTMLElement) {
      filtersOpener.current = document.activeElement;
    }
    dispatch(list$.resultListActions.filtersToggled());
  };
  useEffect(() => {
    const opener = filtersOpener.current;
    if (expanded || !opener) return;
    filtersOpener.current = null;
    if (opener.isConnected) opener.focus();
  }, [expanded]);
  const withMap = (open: boolean): ListView => ({ ...list, mapOpen: open });
  const filters = useStableByKey(list.filters, JSON.stringify(list.filters));
  // The hotel page opens on the clicked offer, within the list's filters (docs/rules/hotel-offers.md).
  const hotelHref = useCallback(
    (slugPath: string, slugName: string, hotelId: number, offerId?: string) =>
      href(
        'hoteldetail',
        locale,
        { slugPath, slugName, g: String(hotelId) },
        hotelLinkQuery(searchParams, filters, offerId),
      ),
    [locale, searchParams, filters],
  );
  // The map shows the vertical card, without image and favourites on small screens
  // (docs/rules/result-list.md, "The hotel card on the map").
  const renderMapHotel: RenderMapHotel = ({ hotel, hotelId }, variant) => {
    if (!hotel || hotelId === undefined) return null;
    const price = shownPrice(hotel, list.perPerson);
    return (
      <HotelCardVertical
        hotel={hotelCardFromMapHotel(hotelId, hotel)}
        href={hotelHref(hotel.slugPath, hotel.slugName, hotelId)}
        perPerson={price.kind === 'perPerson'}
        displayPrice={price.amount}
        formatPrice={(amount) => money(amount)}
        variant={variant === 'mobile' ? 'mobileMap' : 'default'}
        headingLevel={3}
        list="map"
        favouritesEnabled={favourites.enabled}
        isFavourite={favourites.isFavourite(hotelId)}
        onToggleFavourite={() => toggleFavourite({ id: hotelId, name: hotel.name })}
      />
    );
  };
  // The item's map button opens the map on its hotel; the URL keeps the map open
  // (docs/rules/map.md, "Opening the map").
  const showOnMap = useStableCallback((hotelId: number, latitude: number, longitude: number) => {
    map.showHotel({ hotelId, lat: latitude, lng: longitude });
    if (!mapOpen) go(withMap(true));
  });
  const toggleListFavourite = useStableCallback(toggleFavourite);

  return (
    <section className="hs-resultlist" aria-labelledby="hs-resultlist-heading">
      <h1 id="hs-resultlist-heading" ref={headingRef} tabIndex={-1}>
        <FormattedMessage id="shell.route.resultlist" />
      </h1>
      {sortOptions.length > 0 && (
        <ResultListHeader
          count={count}
          sorting={{ selected: list.sort, default: defaultSort, options: sortOptions }}
          params={list}
          onParamsChange={(partial) => go({ ...list, ...partial })}
          onOpenFilters={docked ? () => filtersHeadingRef.current?.focus() : toggleFilters}
          filtersExpanded={docked ? undefined : expanded}
          mapOpen={mapOpen}
          onToggleMap={mapEnabled ? () => go(withMap(!mapOpen)) : undefined}
          mobile={mobile}
          busy={status === 'loading'}
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
          busy={status === 'loading'}
          docked={docked}
          headingRef={filtersHeadingRef}
          resultCount={count}
        />
      )}
      {facets && (
        <ActiveFilterChips
          facets={facets}
          value={list.filters}
          onChange={(filters) => go(withFilters(list, filters))}
          onEmptied={() => headingRef.current?.focus()}
        />
      )}
      {mapOpen && (
        <ResultListMap
          regionRef={map.regionRef}
          search={mapSearch}
          focus={map.focus}
          locale={locale}
          perPerson={list.perPerson}
          formatPrice={(amount) => money(amount)}
          renderHotel={renderMapHotel}
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
      {/* Numbered across pages, as the tracking positions are (docs/rules/result-list.md); busy
          until the answer has been drawn in full, so no one reads a list of its first items. */}
      <ol
        className="hs-resultlist__items"
        start={firstPosition}
        aria-busy={status === 'loading' || !allItems}
      >
        <ResultItems
          results={shownResults}
          firstPosition={firstPosition}
          perPerson={list.perPerson}
          money={money}
          market={market}
          mapEnabled={mapEnabled}
          favouritesEnabled={favourites.enabled}
          isFavourite={favourites.isFavourite}
          hotelHref={hotelHref}
          onToggleFavourite={toggleListFavourite}
          onShowOnMap={showOnMap}
        />
      </ol>
      <Pagination
        page={list.page}
        pageCount={pageCount}
        hrefFor={(page) => urlFor({ ...list, page })}
        onNavigate={onPageLink}
      />
    </section>
  );
}

interface ResultItemsProps {
  results: readonly MixedResultItem[];
  /** The first item's place in the whole list (for tracking). */
  firstPosition: number;
  perPerson: boolean;
  money: ReturnType<typeof useMoney>;
  market: MarketMoney;
  mapEnabled: boolean;
  favouritesEnabled: boolean;
  isFavourite: (hotelId: number) => boolean;
  hotelHref: (slugPath: string, slugName: string, hotelId: number, offerId?: string) => string;
  onToggleFavourite: (hotel: { id: number; name: string }) => void;
  onShowOnMap: (hotelId: number, latitude: number, longitude: number) => void;
}

/**
 * The list's items. Memoised: the page re-renders as its header, filters, layout, cookie notice
 * and rating widgets arrive, and twenty items redrawn each time kept a phone's main thread busy
 * for long stretches while the page loaded; they redraw only when what they show changes.
 */
const ResultItems = memo(function ResultItems(props: ResultItemsProps) {
  const { results, firstPosition, perPerson, money, market, mapEnabled, hotelHref } = props;
  return results.map((item, index) => {
    const hotel = item.hotels[0];
    const offer = item.offers[0];
    if (!hotel || !offer) return null;
    const { latitude, longitude } = hotel.location.geoCode;
    const onMap = mapEnabled && isValidCoordinate(latitude, longitude);
    // One price rule for every page: docs/rules/prices.md.
    const price = shownPrice(offer.price, perPerson);
    const comparison = shownComparison(
      offer.price,
      offer.price.priceComparisonData,
      perPerson,
      (amount) => market.toMarket(amount, item.hubCurrency),
    );
    return (
      <li key={hotel.id}>
        <HotelListItem
          item={item}
          position={firstPosition + index}
          lead={index === 0}
          href={hotelHref(hotel.slugPath, hotel.slugName, hotel.id, offer.id)}
          perPerson={price.kind === 'perPerson'}
          displayPrice={price.amount}
          comparison={
            comparison
              ? { ...comparison, format: market.format, currency: market.currency }
              : undefined
          }
          formatPrice={(amount) => money(amount, item.hubCurrency)}
          favouritesEnabled={props.favouritesEnabled}
          isFavourite={props.isFavourite(hotel.id)}
          onToggleFavourite={() => props.onToggleFavourite(hotel)}
          onShowOnMap={onMap ? () => props.onShowOnMap(hotel.id, latitude, longitude) : undefined}
        />
      </li>
    );
  });
});
