import type { LoadStatus } from '../../store/loadLifecycle';
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

/** Destination page: loads content, then shows sections. */
export interface DestinationPageState extends SideSections {
  /** locale + group/path of the page the state belongs to. */
  key: string | null;
  status: LoadStatus | 'notFound';
  content: DestinationContent | null;
}

export interface SeoState {
  page: DestinationPageState;
  /** The hotel list of the page: one page of products, keyed by its variables. */
  products: { key: string | null; status: LoadStatus; result: DestinationProductResult | null };
  glossary: { locale: Locale | null; status: LoadStatus; entries: PrefixEntry[] };
}

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
  page: { key: null, status: 'idle', content: null, ...emptySections },
  products: { key: null, status: 'idle', result: null },
  glossary: { locale: null, status: 'idle', entries: [] },
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
      if (key === state.page.key && state.page.status === 'resolved') return;
      state.page = { key, status: 'loading', content: null, ...emptySections };
    },
    contentLoaded(state, action: PayloadAction<{ key: string; content: DestinationContent }>) {
      if (action.payload.key !== state.page.key) return;
      state.page.status = 'resolved';
      state.page.content = action.payload.content;
    },
    contentMissing(state, action: PayloadAction<{ key: string }>) {
      if (action.payload.key === state.page.key) state.page.status = 'notFound';
    },
    contentFailed(state, action: PayloadAction<{ key: string }>) {
      if (action.payload.key === state.page.key) state.page.status = 'rejected';
    },
    sectionsLoaded(state, action: PayloadAction<{ key: string; sections: Partial<SideSections> }>) {
      if (action.payload.key !== state.page.key) return;
      Object.assign(state.page, action.payload.sections);
    },
    productsRequested(
      state,
      action: PayloadAction<{ key: string; locale: Locale; variables: ProductVariables }>,
    ) {
      if (action.payload.key === state.products.key && state.products.status !== 'rejected') return;
      // Never stale: another page or filter clears the list until its own answer.
      state.products = { key: action.payload.key, status: 'loading', result: null };
    },
    productsLoaded(
      state,
      action: PayloadAction<{ key: string; result: DestinationProductResult }>,
    ) {
      if (action.payload.key !== state.products.key) return;
      state.products.status = 'resolved';
      state.products.result = action.payload.result;
    },
    productsFailed(state, action: PayloadAction<{ key: string }>) {
      if (action.payload.key === state.products.key) state.products.status = 'rejected';
    },
    glossaryRequested(state, action: PayloadAction<{ locale: Locale }>) {
      if (state.glossary.locale === action.payload.locale && state.glossary.status === 'resolved')
        return;
      state.glossary = { locale: action.payload.locale, status: 'loading', entries: [] };
    },
    glossaryLoaded(state, action: PayloadAction<{ locale: Locale; entries: PrefixEntry[] }>) {
      if (action.payload.locale !== state.glossary.locale) return;
      state.glossary.status = 'resolved';
      state.glossary.entries = action.payload.entries;
    },
    glossaryFailed(state, action: PayloadAction<{ locale: Locale }>) {
      if (action.payload.locale === state.glossary.locale) state.glossary.status = 'rejected';
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
