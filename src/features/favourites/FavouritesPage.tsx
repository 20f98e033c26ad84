import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useHostConfig } from '../../config/HostConfigContext';
import { href, localeOfPath } from '../../config/routes';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useFeatureSaga } from '../../store/useFeatureSaga';
import { Loader } from '../../ui/Loader';
import type { MixedResultItem } from '../../api/types';
import { useMoney } from '../shell';
import { FavouritesComparison } from './components/FavouritesComparison';
import { FavouriteSearch } from './components/FavouriteSearch';
import { FavouritesEmpty, FavouritesFailed, FavouritesSlow } from './components/FavouritesStates';
import './components/favouritesPage.css';
import { favouritesListFeature } from './favouritesListFeature';
import * as list$ from './favouritesListSlice';
import { comparisonColumns, type ComparisonColumn } from './model/comparison';
import { favouritePrice } from './model/favouritePrice';
import { savedSearchQuery } from './model/savedSearch';

type HotelPlace = Pick<ComparisonColumn, 'slugPath' | 'slugName' | 'hotelId'>;
import { useFavourites } from './useFavourites';
import { pendingRemovals, selectFavourites } from './favouritesSlice';

/**
 * The favourites page (/favorites): the saved hotels, each priced now for the search it was saved
 * from, removal, and a side-by-side comparison. A hotel link carries its favourite's search, so the
 * hotel page opens on it (docs/rules/favourites.md, "The favourites page").
 */
/** What the page hands to the hotel card it is composed with (the result list's vertical card). */
export interface FavouriteCardProps {
  item: MixedResultItem;
  href: string;
  /** The favourite's price per person now, in the item's hub currency. */
  displayPrice: number;
  formatPrice: (amount: number) => string;
  /** The card's place in the list, from 1 (for tracking). */
  position: number;
  onRemove: () => void;
}

export function FavouritesPage({
  HotelCard,
}: {
  /** The hotel card, composed by the route: the favourites do not depend on the result list. */
  HotelCard: ComponentType<FavouriteCardProps>;
}) {
  useFeatureSaga(favouritesListFeature);
  const dispatch = useAppDispatch();
  const config = useHostConfig();
  const { pathname } = useLocation();
  // From the path, not the store: the first render after a navigation already speaks its locale.
  const locale = localeOfPath(pathname) ?? config.locale;
  const money = useMoney();
  const favourites = useFavourites();
  const favouritesState = useAppSelector(selectFavourites);

  useEffect(() => {
    dispatch(list$.favouritesListActions.listRequested({ locale }));
  }, [dispatch, locale]);

  const status = useAppSelector(list$.selectListStatus);
  const slow = useAppSelector(list$.selectListSlow);
  const items = useAppSelector(list$.selectListItems);
  const current = useAppSelector(list$.selectListLocale) === locale;
  // A hotel removed here (or elsewhere since the list loaded) leaves at once; should the server
  // refuse, it comes back. Before the info is known, only the removals asked for here count.
  const { infoStatus, isFavourite, setFavourite } = favourites;
  const saved = useMemo(
    () =>
      items.filter((item) => {
        const id = item.hotels[0]?.id ?? 0;
        return infoStatus === 'resolved'
          ? isFavourite(id)
          : !pendingRemovals(favouritesState).includes(id);
      }),
    [items, infoStatus, isFavourite, favouritesState],
  );
  const columns = useMemo(() => comparisonColumns(saved), [saved]);

  const pageHeading = useRef<HTMLHeadingElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const [removed, setRemoved] = useState<{ id: number; name: string } | null>(null);
  const remove = (hotel: { id: number; name: string }) => {
    setFavourite(hotel, false);
    setRemoved({ id: hotel.id, name: hotel.name });
    // The pressed button leaves with its card: focus goes to the list it was in, or the page.
    (saved.length > 1 ? listHeading : pageHeading).current?.focus();
  };
  const searches = useMemo(
    () => new Map(saved.map((item) => [item.hotels[0]?.id, item.search])),
    [saved],
  );
  const hotelHref = ({ slugPath, slugName, hotelId }: HotelPlace) =>
    href(
      'hoteldetail',
      locale,
      { slugPath, slugName, g: String(hotelId) },
      savedSearchQuery(searches.get(hotelId)),
    );

  const loading = !current || status === 'loading' || status === 'idle';
  return (
    <section className="hs-page hs-fav-page" aria-labelledby="hs-favourites-heading">
      <h1 id="hs-favourites-heading" ref={pageHeading} tabIndex={-1}>
        <FormattedMessage id="shell.route.favorites" />
      </h1>
      <div role="status">
        {removed && !isFavourite(removed.id) && (
          <p>
            <FormattedMessage id="favourites.page.removed" values={{ name: removed.name }} />
          </p>
        )}
      </div>
      {current && slow && <FavouritesSlow />}
      {current && status === 'rejected' && (
        <FavouritesFailed
          onRetry={() => dispatch(list$.favouritesListActions.listRequested({ locale }))}
        />
      )}
      {loading && saved.length === 0 && !slow && <Loader size="large" />}
      {current && status === 'resolved' && saved.length === 0 && (
        <FavouritesEmpty searchHref={href('resultlist', locale)} />
      )}
      {current && saved.length > 0 && (
        <>
          <h2 ref={listHeading} tabIndex={-1}>
            <FormattedMessage id="favourites.page.listHeading" />{' '}
            <FormattedMessage id="favourites.count" values={{ count: saved.length }} />
          </h2>
          <ol className="hs-fav-list" aria-busy={status === 'loading'}>
            {saved.map((item, index) => {
              const hotel = item.hotels[0];
              const offer = item.offers[0];
              const price = favouritePrice(offer);
              if (!hotel || !offer || price === null) return null;
              return (
                <li key={hotel.id}>
                  <HotelCard
                    item={item}
                    href={hotelHref({ ...hotel, hotelId: hotel.id })}
                    displayPrice={price}
                    formatPrice={(amount) => money(amount, item.hubCurrency)}
                    position={index + 1}
                    onRemove={() => remove({ id: hotel.id, name: hotel.name })}
                  />
                  <FavouriteSearch item={item} />
                </li>
              );
            })}
          </ol>
          <FavouritesComparison
            columns={columns}
            hrefFor={hotelHref}
            formatPrice={(amount, hubCurrency) => money(amount, hubCurrency)}
            showRating={config.features.hotelRating}
          />
        </>
      )}
    </section>
  );
}
