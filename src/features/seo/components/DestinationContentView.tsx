import { useIntl } from 'react-intl';
import type { DestinationContent, DestinationProductResult, IsoDate } from '../../../api/types';
import type { Query } from '../../../config/routes';
import { resultListQuery, seoDefaults } from '../model/destinationSearch';
import { pageHeadline, visibleSections, weatherOf } from '../model/sections';
import type { DestinationPageState } from '../seoSlice';
import type { DestinationRoute } from '../useDestinationRoute';
import { Breadcrumbs } from './Breadcrumbs';
import { PaymentCards, Quicklinks, WeatherBox } from './DestinationAside';
import { DestinationFacets, facetGroupCount } from './DestinationFacets';
import { DestinationHotels, hotelHref } from './DestinationHotels';
import { Recommendations, SiblingDestinations } from './DestinationLinks';
import { DestinationTeaser } from './DestinationTeaser';
import { DestinationIntro, DestinationTabs, FaqSections, SeoBlocks } from './DestinationTexts';
import { Loader } from '../../../ui/Loader';

interface Props {
  page: DestinationPageState;
  content: DestinationContent;
  route: DestinationRoute;
  result: DestinationProductResult | null;
  productsLoading: boolean;
  /** The visitor moved to another page or filter of the list since the page was entered. */
  listChanged: boolean;
  today: IsoDate;
  formatPrice: (amount: number, hubCurrency?: string) => string;
  searchHref: (query: Query) => string;
}

/**
 * The page top to bottom; every section hides while it has nothing to show
 * (docs/rules/content-pages.md, "What a destination page shows").
 */
export function DestinationContentView(props: Props) {
  const { page, content, route, result, today, formatPrice } = props;
  const intl = useIntl();
  const { locale } = route;
  const weather = weatherOf(
    content.site_information.weather_headline,
    page.weatherProduct ?? undefined,
  );
  const facets = result?.facets ?? {};
  const visible = visibleSections({
    content,
    quicklinks: page.quicklinks,
    siblings: page.siblings,
    faq: page.faq,
    tabs: page.tabs,
    weather,
    cheapest: page.cheapest,
    hotels: result?.products ?? [],
    facetCount: facetGroupCount(facets, route.filters),
  });
  const name = content.breadcrumbs.at(-1)?.name ?? content.location.country;
  // Siblings share the parent: its name titles them (a country page, below home, uses its own).
  const parent = content.breadcrumbs.length > 2 ? content.breadcrumbs.at(-2)?.name : undefined;
  const first = content.seo_content.seo_info_collection[0];
  const cheapestHref = page.cheapest ? hotelHref(page.cheapest, locale, page.cheapestSearch) : null;
  const filterHref = (filters: DestinationRoute['filters']) => route.hrefFor({ filters });
  return (
    <div className="hs-page hs-seo-page">
      {visible.breadcrumbs && (
        <Breadcrumbs crumbs={content.breadcrumbs} locale={locale} structured={route.current} />
      )}
      {visible.teaser && (
        <DestinationTeaser
          teaser={content.teaser}
          cheapest={page.cheapest}
          formatPrice={formatPrice}
          searchHref={props.searchHref(
            resultListQuery(content, today, {
              per: seoDefaults.teaserResultsPerPage,
              pricedBy: page.cheapestSearch,
            }),
          )}
        />
      )}
      {/* The heading and its text come before both columns: the page's h1 is its first heading. */}
      <DestinationIntro headline={pageHeadline(content)} html={first?.text ?? ''} />
      <div className="hs-seo-columns">
        <aside className="hs-seo-aside" aria-label={intl.formatMessage({ id: 'seo.aside.label' })}>
          {visible.facets && (
            <DestinationFacets
              facets={facets}
              filters={route.filters}
              hrefFor={filterHref}
              formatPrice={(amount) => formatPrice(amount)}
            />
          )}
          {visible.quicklinks && <Quicklinks links={page.quicklinks} locale={locale} />}
          {weather && <WeatherBox weather={weather} />}
          <PaymentCards />
        </aside>
        <div className="hs-seo-main">
          {props.productsLoading && <Loader />}
          {visible.hotels && result && (
            <DestinationHotels
              headline={content.hotel.headline}
              result={result}
              locale={locale}
              page={route.page}
              filters={route.filters}
              defaultSort={content.sorting_order}
              hrefFor={route.hrefFor}
              mapHref={props.searchHref(resultListQuery(content, today, { map: true }))}
              takeFocus={props.listChanged}
              formatPrice={formatPrice}
              structured={route.current}
            />
          )}
          {visible.tabs && (
            <DestinationTabs
              tabs={page.tabs}
              label={intl.formatMessage({ id: 'seo.tabs.label' }, { name })}
            />
          )}
          {visible.seoBlocks && <SeoBlocks content={content} />}
          {visible.siblings && (
            <SiblingDestinations siblings={page.siblings} title={parent ?? name} locale={locale} />
          )}
          {visible.recommendations && (
            <Recommendations
              teaser={content.main_teaser_element}
              cheapest={page.cheapest}
              cheapestHref={cheapestHref}
              locale={locale}
              formatPrice={formatPrice}
            />
          )}
          {visible.faq && <FaqSections sections={page.faq} />}
        </div>
      </div>
    </div>
  );
}
