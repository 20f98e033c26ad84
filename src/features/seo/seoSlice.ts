import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  DestinationContent,
  DestinationOperations,
  DestinationProductResult,
  DestinationTab,
  FaqSection,
  IsoDate,
  MixedResultItem,
  PrefixEntry,
  ProductSearch,
  Quicklink,
  Sibling,
} from '../../api/types';
import type { Locale } from '../../config/locales';
import {
  idleLifecycle,
  loadBegan,
  loadFailed,
  loadSucceeded,
  type LoadLifecycle,
} from '../../store/loadLifecycle';
import { rootReducer } from '../../store/rootReducer';

/** The parts loaded beside the content; each stays empty (hidden) when its call fails. */
export interface SideSections {
  quicklinks: Quicklink[];
  siblings: Sibling[];
  faq: FaqSection[];
  tabs: DestinationTab[];
  /** Teaser variant: the cheapest offer. */
  cheapest: MixedResultItem | null;
  /** The search the host priced the cheapest offer by: the teaser's links keep it. */
  cheapestSearch: ProductSearch | null;
  /** Weather variant: the first product, whose location has the temperatures. */
  weatherProduct: MixedResultItem | null;
}

/**
 * Destination page: loads content, then shows sections. The request key is the locale and
 * group/path of the page; an answer without content (resolved, `content` null) means the content
 * service knows no such destination.
 */
export interface DestinationPageState extends SideSections, LoadLifecycle {
  content: DestinationContent | null;
}

/** The hotel list of the page: one page of products, keyed by its variables. */
export interface DestinationProducts extends LoadLifecycle {
  result: DestinationProductResult | null;
}

/** The glossary's letters; the request key is the locale. */
export interface Glossary extends LoadLifecycle {
  entries: PrefixEntry[];
}

export interface SeoState {
  page: DestinationPageState;
  products: DestinationProducts;
  glossary: Glossary;
}

/** The page's answer came, without content: the destination does not exist. */
export const isMissingPage = (page: DestinationPageState) =>
  page.status === 'resolved' && page.content === null;

const emptySections: SideSections = {
  quicklinks: [],
  siblings: [],
  faq: [],
  tabs: [],
  cheapest: null,
  cheapestSearch: null,
  weatherProduct: null,
};

const initialState: SeoState = {
  page: { ...idleLifecycle, content: null, ...emptySections },
  products: { ...idleLifecycle, result: null },
  glossary: { ...idleLifecycle, entries: [] },
};

export interface PageRequest {
  locale: Locale;
  group: string;
  path: string;
  /** The visitor's today, for the travel period of the teaser and weather searches. */
  today: IsoDate;
}

export const destinationPageKey = ({ locale, group, path }: Omit<PageRequest, 'today'>) =>
  `${locale}|${group}/${path}`;

type ProductVariables = DestinationOperations['loadDestinationProduct']['variables'];

export const seoSlice = createSlice({
  name: 'seo',
  initialState,
  reducers: {
    /** A destination page was entered (or its address changed). */
    pageRequested(state, action: PayloadAction<PageRequest>) {
      const key = destinationPageKey(action.payload);
      if (key === state.page.requestKey && state.page.status === 'resolved') return;
      // Another page (or a retry): nothing of what was shown stays.
      loadBegan(state.page, key);
      Object.assign(state.page, { content: null, ...emptySections });
    },
    contentLoaded(state, action: PayloadAction<{ key: string; content: DestinationContent }>) {
      if (loadSucceeded(state.page, action.payload.key))
        state.page.content = action.payload.content;
    },
    contentMissing(state, action: PayloadAction<{ key: string }>) {
      loadSucceeded(state.page, action.payload.key);
    },
    contentFailed(state, action: PayloadAction<{ key: string }>) {
      loadFailed(state.page, action.payload.key);
    },
    sectionsLoaded(state, action: PayloadAction<{ key: string; sections: Partial<SideSections> }>) {
      if (action.payload.key !== state.page.requestKey) return;
      Object.assign(state.page, action.payload.sections);
    },
    productsRequested(
      state,
      action: PayloadAction<{ key: string; locale: Locale; variables: ProductVariables }>,
    ) {
      const { key } = action.payload;
      if (key === state.products.requestKey && state.products.status !== 'rejected') return;
      // Never stale: another page or filter clears the list until its own answer.
      loadBegan(state.products, key);
      state.products.result = null;
    },
    productsLoaded(
      state,
      action: PayloadAction<{ key: string; result: DestinationProductResult }>,
    ) {
      if (loadSucceeded(state.products, action.payload.key)) {
        state.products.result = action.payload.result;
      }
    },
    productsFailed(state, action: PayloadAction<{ key: string }>) {
      loadFailed(state.products, action.payload.key);
    },
    glossaryRequested(state, action: PayloadAction<{ locale: Locale }>) {
      const { locale } = action.payload;
      if (state.glossary.requestKey === locale && state.glossary.status === 'resolved') return;
      loadBegan(state.glossary, locale);
      state.glossary.entries = [];
    },
    glossaryLoaded(state, action: PayloadAction<{ locale: Locale; entries: PrefixEntry[] }>) {
      if (loadSucceeded(state.glossary, action.payload.locale)) {
        state.glossary.entries = action.payload.entries;
      }
    },
    glossaryFailed(state, action: PayloadAction<{ locale: Locale }>) {
      loadFailed(state.glossary, action.payload.locale);
    },
  },
  selectors: {
    selectDestinationPage: (state) => state.page,
    selectProducts: (state) => state.products,
    selectGlossary: (state) => state.glossary,
  },
});

declare module '../../store/rootReducer' {
  export interface LazyLoadedSlices {
    seo: SeoState;
  }
}

/** Injected by the SEO route chunks only. */
export const injectedSeoSlice = seoSlice.injectInto(rootReducer);
export const seoActions = seoSlice.actions;
export const { selectDestinationPage, selectProducts, selectGlossary } = injectedSeoSlice.selectors;
