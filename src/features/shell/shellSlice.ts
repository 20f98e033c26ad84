import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Locale } from '../../config/locales';
import type { RouteName } from '../../config/routeTable';
import type { RouteParams } from '../../config/routes';
import type { CmsPage, LayoutResponse, PageResponse } from '../../api/types';

/** Router states: a chunk loading, the route shown, or a route change in progress. */
export type RouterStatus = 'loading' | 'shown' | 'transitioning';
export type PageStatus = 'idle' | 'loading' | 'resolved' | 'notFound' | 'rejected';

export interface ShellState {
  route: {
    status: RouterStatus;
    name: RouteName | null;
    locale: Locale | null;
    params: RouteParams;
    pathname: string;
  };
  page: { status: PageStatus; code?: number; title?: string; data?: CmsPage };
  layout: {
    status: 'idle' | 'loading' | 'resolved' | 'rejected';
    locale?: Locale;
    data?: LayoutResponse;
  };
  errorModal: { open: boolean };
  /**
   * The address whose page shows the not-found view although its route exists (a feature the
   * brand has switched off): its title is the not-found title, whatever the page answer says.
   */
  notFoundPath?: string;
}

const initialState: ShellState = {
  route: { status: 'loading', name: null, locale: null, params: {}, pathname: '' },
  page: { status: 'idle' },
  layout: { status: 'idle' },
  errorModal: { open: false },
};

export interface RouteEntered {
  name: RouteName | null;
  locale: Locale | null;
  params: RouteParams;
  pathname: string;
}

export const shellSlice = createSlice({
  name: 'shell',
  initialState,
  reducers: {
    routeEntered(state, action: PayloadAction<RouteEntered>) {
      const changedName = state.route.name !== action.payload.name;
      state.route = {
        ...action.payload,
        status: changedName && state.route.pathname ? 'transitioning' : state.route.status,
      };
      if (action.payload.name === null) state.page = { status: 'notFound', code: 404 };
    },
    routeShown(state) {
      state.route.status = 'shown';
    },
    routeChunkLoading(state) {
      state.route.status = 'loading';
    },
    notFoundViewShown(state, action: PayloadAction<string>) {
      state.notFoundPath = action.payload;
    },
    pageRequested(state) {
      state.page = { status: 'loading' };
    },
    pageLoaded(state, action: PayloadAction<PageResponse>) {
      const { code, pageMetaContent, page } = action.payload;
      // A page answer other than 200 is treated as not found
      // (docs/rules/shell-and-routes.md, "Answer shapes").
      state.page =
        code === 200
          ? { status: 'resolved', code, title: pageMetaContent.title, data: page }
          : { status: 'notFound', code };
    },
    pageFailed(state) {
      state.page = { status: 'rejected' };
    },
    /** 'Try again' on a page whose answer failed: the current route's page is asked for anew. */
    pageRetried() {},
    layoutRequested(state, action: PayloadAction<Locale>) {
      // Keep the previous locale's layout on screen until the new one arrives.
      state.layout.status = 'loading';
      state.layout.locale = action.payload;
    },
    layoutLoaded(state, action: PayloadAction<LayoutResponse>) {
      state.layout.status = 'resolved';
      state.layout.data = action.payload;
    },
    layoutFailed(state) {
      state.layout.status = 'rejected';
    },
    errorRaised(state) {
      state.errorModal.open = true;
    },
    errorDismissed(state) {
      state.errorModal.open = false;
    },
  },
  selectors: {
    selectRoute: (state) => state.route,
    selectRouteName: (state) => state.route.name,
    /** The route's locale alone: most parts need only this, not the route's changing status. */
    selectRouteLocale: (state) => state.route.locale,
    /** The address the store has entered (the router's pathname). */
    selectRoutePathname: (state) => state.route.pathname,
    selectRouterStatus: (state) => state.route.status,
    selectPage: (state) => state.page,
    selectPageStatus: (state) => state.page.status,
    selectNotFoundPath: (state) => state.notFoundPath,
    selectLayout: (state) => state.layout.data,
    selectLayoutStatus: (state) => state.layout.status,
    selectLayoutLocale: (state) => state.layout.locale,
    selectIsErrorModalOpen: (state) => state.errorModal.open,
  },
});

export const shellActions = shellSlice.actions;
export const {
  selectRoute,
  selectRouteName,
  selectRouteLocale,
  selectRoutePathname,
  selectRouterStatus,
  selectPage,
  selectPageStatus,
  selectNotFoundPath,
  selectLayout,
  selectLayoutStatus,
  selectLayoutLocale,
  selectIsErrorModalOpen,
} = shellSlice.selectors;
