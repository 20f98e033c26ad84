import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import type { DestinationContent, DestinationOperations } from '../../api/types';
import type { Locale } from '../../config/locales';
import { isCancelledError } from '../../store/sagaHelpers';
import { teaserVariables, weatherVariables } from './model/destinationSearch';
import { callGraphql } from './seoApi';
import {
  destinationPageKey,
  seoActions,
  selectDestinationPage,
  selectGlossary,
  selectProducts,
  type PageRequest,
  type SideSections,
} from './seoSlice';

type ProductVariables = DestinationOperations['loadDestinationProduct']['variables'];

/**
 * One part beside the content: its sections when the call answers. A failing part stays hidden
 * like an empty one (docs/rules/content-pages.md, "Loading and failures").
 */
function* loadSide(key: string, load: () => Generator<unknown, Partial<SideSections>>) {
  try {
    const sections: Partial<SideSections> = yield* load();
    yield put(seoActions.sectionsLoaded({ key, sections }));
  } catch {
    // Hidden on purpose; a cancelled part belongs to a page already left.
  }
}

function sideLoads(key: string, request: PageRequest, content: DestinationContent) {
  const { locale, group, path, today } = request;
  const fullPath = `${group}/${path}`;
  return [
    call(loadSide, key, function* () {
      const links = yield* callGraphql('loadDestinationQuicklinks', { path, group }, locale);
      // The content carries its own links; they stand in when the call has none.
      return { quicklinks: links.length ? links : content.quick_links.links };
    }),
    call(loadSide, key, function* () {
      return {
        siblings: yield* callGraphql('loadDestinationSiblings', { path: fullPath }, locale),
      };
    }),
    call(loadSide, key, function* () {
      const { sections } = yield* callGraphql('loadDestinationFAQ', { path, group }, locale);
      return { faq: sections };
    }),
    call(loadSide, key, function* () {
      const { items } = yield* callGraphql('loadDestinationTabs', { path, group }, locale);
      return { tabs: items };
    }),
    call(loadSide, key, function* () {
      const variables = teaserVariables(content, today);
      const result = yield* callGraphql('loadDestinationProduct', variables, locale);
      return { cheapest: result.products[0] ?? null, cheapestSearch: result.productSearch };
    }),
    call(loadSide, key, function* () {
      const variables = weatherVariables(content, today);
      const result = yield* callGraphql('loadDestinationProduct', variables, locale);
      return { weatherProduct: result.products[0] ?? null };
    }),
  ];
}

/** takeLatest: another destination cancels this page's loads and aborts their requests. */
export function* loadDestinationPage(action: PayloadAction<PageRequest>) {
  const request = action.payload;
  const key = destinationPageKey(request);
  const page = (yield select(selectDestinationPage)) as ReturnType<typeof selectDestinationPage>;
  // The reducer kept a page already shown: nothing to load again.
  if (page.requestKey === key && page.status === 'resolved') return;
  let content: DestinationContent | null;
  try {
    content = yield* callGraphql(
      'loadDestinationContent',
      { path: `${request.group}/${request.path}` },
      request.locale,
    );
  } catch (error) {
    if (!isCancelledError(error)) yield put(seoActions.contentFailed({ key }));
    return;
  }
  if (!content) {
    yield put(seoActions.contentMissing({ key }));
    return;
  }
  // The parts beside the content come first: shown together, no section pushes another down.
  yield all(sideLoads(key, request, content));
  yield put(seoActions.contentLoaded({ key, content }));
}

/** takeLatest: a new page or filter of the hotel list wins over the one still loading. */
export function* loadProducts(
  action: PayloadAction<{ key: string; locale: Locale; variables: ProductVariables }>,
) {
  const { key, locale, variables } = action.payload;
  const products = (yield select(selectProducts)) as ReturnType<typeof selectProducts>;
  if (products.requestKey === key && products.status === 'resolved') return;
  try {
    const result = yield* callGraphql('loadDestinationProduct', variables, locale);
    yield put(seoActions.productsLoaded({ key, result }));
  } catch (error) {
    if (!isCancelledError(error)) yield put(seoActions.productsFailed({ key }));
  }
}

export function* loadGlossary(action: PayloadAction<{ locale: Locale }>) {
  const { locale } = action.payload;
  const glossary = (yield select(selectGlossary)) as ReturnType<typeof selectGlossary>;
  if (glossary.requestKey === locale && glossary.status === 'resolved') return;
  try {
    const entries = yield* callGraphql('loadDestinationPrefixes', {}, locale);
    yield put(seoActions.glossaryLoaded({ locale, entries }));
  } catch (error) {
    if (!isCancelledError(error)) yield put(seoActions.glossaryFailed({ locale }));
  }
}

export function* seoSaga() {
  yield all([
    takeLatest(seoActions.pageRequested.type, loadDestinationPage),
    takeLatest(seoActions.productsRequested.type, loadProducts),
    takeLatest(seoActions.glossaryRequested.type, loadGlossary),
  ]);
}
