import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { usePageNavigate } from '../../../ui/routeLeaving';
import type {
  DestinationProductResult,
  MixedResultItem,
  ProductSearch,
  SortKey,
} from '../../../api/types';
import type { Locale } from '../../../config/locales';
import { href } from '../../../config/routes';
import { useStructuredData } from '../../../ui/headTags';
import { HotelCardVertical, hotelCardFromResultItem } from '../../resultlist';
import { productSearchQuery } from '../../search';
import type { DestinationFilters } from '../model/destinationSearch';
import { itemList } from '../model/structuredData';
import { useAbsoluteUrl } from '../useSeoHead';
import { SeoPagination } from './SeoPagination';

/**
 * The first 3 hotels of a list are marked top-hotel (docs/rules/content-pages.md, "Top
 * hotels").
 */
export const topHotelCount = 3;

const sortKeys: readonly SortKey[] = [
  'recommendation',
  'price',
  'price_desc',
  'rating',
  'category',
];

interface Props {
  headline: string;
  result: DestinationProductResult;
  locale: Locale;
  page: number;
  filters: DestinationFilters;
  /** The sort the list has when the visitor chose none (the page's sorting order). */
  defaultSort: SortKey | undefined;
  hrefFor: (change: { page?: number; filters?: DestinationFilters }) => string;
  mapHref: string;
  /** Set after the visitor changed the page or a filter: the new list takes the focus. */
  takeFocus: boolean;
  formatPrice: (amount: number, hubCurrency: string) => string;
  /** Whether to give search engines the list (not while the page is leaving). */
  structured: boolean;
}

/**
 * The hotel page of a list item, from the route table; null for a hotel without a valid place.
 * With the search the host priced the item by, the page opens on that search (its dates, stay and
 * board), so the price it shows is the card's.
 */
export function hotelHref(
  item: MixedResultItem,
  locale: Locale,
  pricedBy?: ProductSearch | null,
): string | null {
  const hotel = item.hotels[0];
  if (!hotel) return null;
  try {
    return href(
      'hoteldetail',
      locale,
      { slugPath: hotel.slugPath, slugName: hotel.slugName, g: String(hotel.id) },
      pricedBy ? productSearchQuery(pricedBy) : {},
    );
  } catch {
    return null;
  }
}

/** Hotel offers: heading, toolbar (count, sort, map), the list and pagination. */
export function DestinationHotels(props: Props) {
  const { headline, result, locale, page, filters, hrefFor, formatPrice } = props;
  const intl = useIntl();
  const navigate = usePageNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const { takeFocus } = props;
  useEffect(() => {
    // The link pressed has gone with the old list: the visitor goes on at the new one's top.
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  const { total, perPage } = result.paging;
  const pageCount = Math.max(1, Math.ceil(total / Math.max(1, perPage)));
  // Ranked across pages: only the first three of the whole list are top hotels.
  const firstRank = (page - 1) * perPage;
  const absolute = useAbsoluteUrl();
  useStructuredData(
    props.structured
      ? itemList(
          result.products.flatMap((item) => {
            const link = hotelHref(item, locale);
            const name = item.hotels[0]?.name;
            return link && name ? [{ name, url: absolute(link) }] : [];
          }),
          firstRank + 1,
        )
      : null,
  );
  return (
    <section className="hs-seo-hotels" aria-labelledby="hs-seo-hotels-heading">
      <h2 id="hs-seo-hotels-heading" ref={heading} tabIndex={-1}>
        {headline || <FormattedMessage id="seo.hotels.heading" />}
      </h2>
      <div className="hs-seo-toolbar">
        <p>
          <FormattedMessage id="seo.hotels.count" values={{ count: total }} />
        </p>
        <label>
          <FormattedMessage id="seo.hotels.sortBy" />{' '}
          <select
            value={filters.sort ?? props.defaultSort ?? 'recommendation'}
            onChange={(event) =>
              navigate(hrefFor({ filters: { ...filters, sort: event.target.value as SortKey } }))
            }
          >
            {sortKeys.map((key) => (
              <option key={key} value={key}>
                {intl.formatMessage({ id: `seo.sort.${key}` })}
              </option>
            ))}
          </select>
        </label>
        <Link to={props.mapHref}>
          <FormattedMessage id="seo.hotels.map" />
        </Link>
      </div>
      <ol className="hs-seo-hotel-list">
        {result.products.map((item, index) => {
          const card = hotelCardFromResultItem(item);
          const link = hotelHref(item, locale, result.productSearch);
          const offer = item.offers[0];
          if (!card || !link || !offer) return null;
          return (
            <li key={card.hotelId}>
              {firstRank + index < topHotelCount && (
                <p className="hs-seo-top">
                  <FormattedMessage id="seo.hotels.topHotel" />
                </p>
              )}
              <HotelCardVertical
                hotel={card}
                href={link}
                perPerson
                displayPrice={offer.price.perPersonAmount}
                formatPrice={(amount) => formatPrice(amount, item.hubCurrency)}
                headingLevel={3}
              />
            </li>
          );
        })}
      </ol>
      <SeoPagination
        page={page}
        pageCount={pageCount}
        hrefFor={(target) => hrefFor({ page: target })}
      />
    </section>
  );
}
