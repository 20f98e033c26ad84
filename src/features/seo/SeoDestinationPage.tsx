import { useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useHostConfig } from '../../config/HostConfigContext';
import { href } from '../../config/routes';
import { todayApiDate } from '../../lib/calendarDates';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useFeatureSaga } from '../../store/useFeatureSaga';
import { LoadFailed } from '../../ui/LoadStates';
import { useMoney } from '../shell';
import { DestinationContentView } from './components/DestinationContentView';
import { SeoLoading } from './components/SeoLoading';
import './components/seo.css';
import { productVariables } from './model/destinationSearch';
import { seoFeature } from './seoFeature';
import {
  destinationPageKey,
  isMissingPage,
  selectDestinationPage,
  selectProducts,
  seoActions,
} from './seoSlice';
import { useDestinationRoute } from './useDestinationRoute';
import { useDestinationHead } from './useSeoHead';

/**
 * The SEO destination content page: the content loads first, with a loading
 * state until it arrives; then the sections, each hidden while it has nothing to show.
 * `notFound` is shown when the content service knows no such destination.
 */
export function SeoDestinationPage({ notFound }: { notFound: ReactNode }) {
  useFeatureSaga(seoFeature);
  const dispatch = useAppDispatch();
  const config = useHostConfig();
  const route = useDestinationRoute();
  const { locale, group, path, page, filters } = route;
  const today = useMemo(() => todayApiDate(), []);
  const money = useMoney();

  useEffect(() => {
    dispatch(seoActions.pageRequested({ locale, group, path, today }));
  }, [dispatch, locale, group, path, today]);

  // Answers are drawn as transitions: the page's content arrives in one piece and is its largest
  // render, which in slices does not block a phone's main thread.
  const state = useDeferredValue(useAppSelector(selectDestinationPage));
  const pageKey = destinationPageKey({ locale, group, path });
  const current = state.requestKey === pageKey;
  const content = current && state.status === 'resolved' ? state.content : null;

  const perPage = config.seo.resultsPerPage;
  const variables = useMemo(
    () => (content ? productVariables(content, { page, perPage, filters, today }) : null),
    [content, page, perPage, filters, today],
  );
  const productsKey = variables ? `${locale}|${JSON.stringify(variables)}` : null;
  useEffect(() => {
    if (variables && productsKey)
      dispatch(seoActions.productsRequested({ key: productsKey, locale, variables }));
    // The key stands for the variables.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [dispatch, productsKey, locale]);
  const products = useDeferredValue(useAppSelector(selectProducts));
  // The first list of a destination keeps the focus where it is; later ones (another page or
  // filter) take it, since the link that was pressed went with the old list.
  const [firstList, setFirstList] = useState({ page: pageKey, list: productsKey });
  if (firstList.page !== pageKey) setFirstList({ page: pageKey, list: productsKey });
  else if (firstList.list === null && productsKey)
    setFirstList({ page: pageKey, list: productsKey });
  const result = products.requestKey === productsKey ? products.result : null;

  // Search engines read the page being shown, not one fading out.
  useDestinationHead(route.current ? content : null, route);

  if (current && isMissingPage(state)) return <>{notFound}</>;
  if (current && state.status === 'rejected') {
    return (
      <section className="hs-page hs-seo-page">
        <LoadFailed
          onRetry={() => dispatch(seoActions.pageRequested({ locale, group, path, today }))}
        >
          <FormattedMessage id="seo.failed" />
        </LoadFailed>
      </section>
    );
  }
  // The page's first hotel list (and its filters beside it) shows with the page, not after it.
  const firstListPending =
    productsKey === firstList.list &&
    (products.requestKey !== productsKey || products.status === 'loading');
  if (!content || firstListPending) return <SeoLoading />;
  return (
    <DestinationContentView
      page={state}
      content={content}
      route={route}
      result={result}
      productsLoading={products.requestKey === productsKey && products.status === 'loading'}
      listChanged={productsKey !== firstList.list}
      today={today}
      formatPrice={money}
      searchHref={(query) => href('resultlist', locale, {}, query)}
    />
  );
}
