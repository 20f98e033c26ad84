import {
  idleLifecycle,
  loadBegan,
  loadFailed,
  loadSucceeded,
  type LoadLifecycle,
} from '../../store/loadLifecycle';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MapResultsRequest } from '../../api/types';
import { rootReducer } from '../../store/rootReducer';
import { isClusterPlace, type ClusteredPlace, type MapBounds } from './model/clustering';
import type { LatLng, MapSearch } from './model/mapRequest';
import { fitBounds, type Size } from './model/mapFit';
import { defaultZoom, fitZoom, loadLevelForZoom, type MapLoadLevel } from './model/mapRules';

/** Where the shop asks the map to look; the map reports back where it looks (viewport). */
export interface MapCamera {
  center: LatLng;
  zoom: number;
}

export interface MapViewport {
  bounds: MapBounds;
  zoom: number;
  /** The map's size in pixels, when the surface tells it. */
  size?: Size;
}

/** A hotel the visitor asked to see from the list: centred at fit zoom, opened once it loads. */
export interface MapFocus extends LatLng {
  hotelId: number;
}

/** The places' request key is the request of the places loading or shown: a new key, new places. */
export interface MapState extends LoadLifecycle {
  search: MapSearch | null;
  level: MapLoadLevel | null;
  /** Places of the last answer with valid coordinates, and those dropped for invalid ones. */
  placeCount: number;
  droppedCount: number;
  /** Whether the cluster index holds places to query. */
  indexed: boolean;
  camera: MapCamera;
  viewport: MapViewport | null;
  /** What to draw in the viewport: clusters and single places. */
  shown: ClusteredPlace[];
  /** The marker whose detail is open (desktop) or which is selected (mobile). */
  activeId: string | null;
  focusHotelId: number | null;
  /**
   * The destination or country the visitor opened: the map asks only its places (its group in
   * staticGroupIdList), at least at the level it opened (a country's destinations, a
   * destination's hotels), while the zoom stays at or above the zoom that fitted it, so its
   * places are not lost behind the 100 places of the whole search (docs/rules/map.md, "A country
   * or destination opens on its own hotels").
   */
  group: { staticGroupId: number; minZoom: number; level: MapLoadLevel } | null;
  /**
   * Whether the camera stays put when places arrive; if not, it fits the hotels of the answer
   * once (docs/rules/map.md), unless the visitor moved the map meanwhile.
   */
  centred: boolean;
  /**
   * Hotels to fit once the map has reported its first view: an answer may come before the map
   * has settled, whose first report would then put the camera back where it opened.
   */
  pendingFit: MapBounds | null;
}

/** The shop's markets are European: the map opens over Europe until the places are known. */
export const europe: LatLng = { lat: 46, lng: 10 };

const initialState: MapState = {
  ...idleLifecycle,
  search: null,
  level: null,
  placeCount: 0,
  droppedCount: 0,
  indexed: false,
  camera: { center: europe, zoom: defaultZoom({}) },
  viewport: null,
  shown: [],
  activeId: null,
  focusHotelId: null,
  group: null,
  centred: false,
  pendingFit: null,
};

/** The size assumed until the map reports its own: a desktop map of the result list. */
export const defaultMapSize: Size = { width: 1024, height: 512 };

/** Whether a reported view is somewhere else than the camera asked: the visitor moved the map. */
function movedAway(camera: MapCamera, view: MapCamera): boolean {
  // Less than a pixel off is the map's rounding, not a move.
  const pixel = 360 / (256 * 2 ** view.zoom);
  return (
    camera.zoom !== view.zoom ||
    Math.abs(camera.center.lat - view.center.lat) > pixel ||
    Math.abs(camera.center.lng - view.center.lng) > pixel
  );
}

/** Moves the camera to show the whole box; an opened place stays opened at that zoom. */
function fitCamera(state: MapState, bounds: MapBounds) {
  state.camera = fitBounds(bounds, state.viewport?.size ?? defaultMapSize);
  if (state.group) state.group.minZoom = Math.min(state.group.minZoom, state.camera.zoom);
}

const staticGroupOf = (search: MapSearch) =>
  search.staticGroupIdList?.length === 1 ? search.staticGroupIdList[0] : undefined;

export const mapSlice = createSlice({
  name: 'map',
  initialState,
  reducers: {
    /** The map opened: on a hotel (fit zoom) or at the default zoom of the search. */
    mapShown(_state, action: PayloadAction<{ search: MapSearch; focus?: MapFocus }>) {
      const { search, focus } = action.payload;
      return {
        ...initialState,
        search,
        camera: focus
          ? { center: { lat: focus.lat, lng: focus.lng }, zoom: fitZoom }
          : { center: europe, zoom: defaultZoom({ staticGroupId: staticGroupOf(search) }) },
        focusHotelId: focus?.hotelId ?? null,
        centred: focus !== undefined,
      };
    },
    /** The list's search or filters changed while the map is open: same view, new places. */
    searchChanged(state, action: PayloadAction<MapSearch>) {
      state.search = action.payload;
      state.activeId = null;
      state.group = null;
    },
    /** Another hotel of the list asked to be shown while the map is open. */
    focusRequested(state, action: PayloadAction<MapFocus>) {
      const { hotelId, lat, lng } = action.payload;
      state.camera = { center: { lat, lng }, zoom: fitZoom };
      state.focusHotelId = hotelId;
      state.activeId = null;
      state.group = null;
      state.centred = true;
    },
    mapClosed() {
      return initialState;
    },
    /** The map settled after a pan or zoom (the visitor's or ours). */
    viewChanged(state, action: PayloadAction<MapCamera & { bounds: MapBounds; size?: Size }>) {
      const { center, zoom, bounds, size } = action.payload;
      // The visitor's own move wins over a fit still waiting for its places or the map.
      const moved = movedAway(state.camera, { center, zoom });
      if (moved) {
        state.centred = true;
        state.pendingFit = null;
      }
      state.camera = { center, zoom };
      if (state.group && zoom < state.group.minZoom) state.group = null;
      // A fresh tuple: the draft's type is mutable, the payload's read-only.
      state.viewport = {
        bounds: [bounds[0], bounds[1], bounds[2], bounds[3]],
        zoom,
        size: size ? { width: size.width, height: size.height } : state.viewport?.size,
      };
      if (state.pendingFit) {
        fitCamera(state, state.pendingFit);
        state.pendingFit = null;
      }
    },
    /** The shop moves the map: a cluster or destination opened, a place centred. */
    cameraMoved(state, action: PayloadAction<MapCamera>) {
      state.camera = action.payload;
    },
    /**
     * A destination or the global view was clicked, `zoom` being its next level. With its
     * group the map asks that place's places only, at that level, and fits the box of its
     * hotels once they arrive (its own point is their average, which may lie in the sea).
     * Without a group it can only zoom to the next level centred on the place.
     */
    placeOpened(state, action: PayloadAction<MapCamera & { staticGroupId?: number }>) {
      const { center, zoom, staticGroupId } = action.payload;
      state.activeId = null;
      if (staticGroupId === undefined) {
        state.camera = { center, zoom };
        return;
      }
      state.group = { staticGroupId, minZoom: zoom, level: loadLevelForZoom(zoom) };
      state.centred = false;
    },
    placesRequested(
      state,
      action: PayloadAction<{ key: string; level: MapLoadLevel; request: MapResultsRequest }>,
    ) {
      loadBegan(state, action.payload.key);
      state.level = action.payload.level;
    },
    placesLoaded(
      state,
      action: PayloadAction<{
        key: string;
        placeCount: number;
        droppedCount: number;
        /** The box of the answer's hotels, to fit; else the middle of its places. */
        bounds: MapBounds | null;
        centre: LatLng | null;
      }>,
    ) {
      const { key, placeCount, droppedCount, bounds, centre } = action.payload;
      if (!loadSucceeded(state, key)) return;
      state.placeCount = placeCount;
      state.droppedCount = droppedCount;
      state.indexed = true;
      if (!state.centred && bounds) {
        if (state.viewport) fitCamera(state, bounds);
        else state.pendingFit = [bounds[0], bounds[1], bounds[2], bounds[3]];
      } else if (!state.centred && centre) state.camera.center = centre;
      state.centred = true;
    },
    placesFailed(state, action: PayloadAction<{ key: string }>) {
      loadFailed(state, action.payload.key);
    },
    retryRequested() {},
    /** What the viewport shows now; a focused hotel opens once the hotels level has loaded. */
    clustersQueried(state, action: PayloadAction<ClusteredPlace[]>) {
      state.shown = action.payload;
      if (state.focusHotelId === null || state.level !== 'hotels' || state.status !== 'resolved')
        return;
      const focused = action.payload.find(
        (place) => !isClusterPlace(place) && place.hotelId === state.focusHotelId,
      );
      if (focused) state.activeId = focused.id;
      state.focusHotelId = null;
    },
    clusterOpened(_state, _action: PayloadAction<{ clusterId: number } & LatLng>) {},
    /**
     * A marker was clicked: its detail toggles and the map centres on it. Under the mobile
     * breakpoint (414 px) a click selects instead, so a second tap keeps the card.
     */
    markerClicked(state, action: PayloadAction<{ id: string; select: boolean } & LatLng>) {
      const { id, select, lat, lng } = action.payload;
      state.activeId = select || state.activeId !== id ? id : null;
      state.camera.center = { lat, lng };
      state.focusHotelId = null;
    },
    detailClosed(state) {
      state.activeId = null;
    },
  },
  selectors: {
    selectMapStatus: (state) => state.status,
    selectMapCamera: (state) => state.camera,
    selectShownPlaces: (state) => state.shown,
    selectActivePlaceId: (state) => state.activeId,
    selectMapLevel: (state) => state.level,
    selectMapPlaceCount: (state) => state.placeCount,
    selectMapViewport: (state) => state.viewport,
  },
});

declare module '../../store/rootReducer' {
  export interface LazyLoadedSlices {
    map: MapState;
  }
}

/** Injected with the map's chunk, when the map first opens. */
export const injectedMapSlice = mapSlice.injectInto(rootReducer);
export const mapActions = mapSlice.actions;
export const {
  selectMapStatus,
  selectMapCamera,
  selectShownPlaces,
  selectActivePlaceId,
  selectMapLevel,
  selectMapPlaceCount,
  selectMapViewport,
} = injectedMapSlice.selectors;
