import type { PayloadAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { call, cancel, fork, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import type { ApiError } from '../../api/apiError';
import type { MapResultsRequest } from '../../api/types';
import type { Locale } from '../../config/locales';
import { callApi } from '../../store/sagaHelpers';
import type { RootState } from '../../store/hooks';
import { selectRoute } from '../shell';
import { createClusterClient, type ClusterClient, type ClusterIndexReady } from './clusterClient';
import type { ClusteredPlace } from './model/clustering';
import { boundsOf } from './model/mapFit';
import { centreOf, mapRequestKey, mapResultsRequest } from './model/mapRequest';
import { fitZoom, loadLevelForZoom, validPlaces, type MapLoadLevel } from './model/mapRules';
import { mapActions, type MapState } from './mapSlice';

const mapState = (state: RootState): MapState | undefined => state.map;

type PlacesRequest = { key: string; level: MapLoadLevel; request: MapResultsRequest };

const depth: Record<MapLoadLevel, number> = { global: 0, destinations: 1, hotels: 2 };
/** An opened place is asked at least at the level it opened, whatever zoom shows it whole. */
const deeperLevel = (level: MapLoadLevel, opened: MapLoadLevel | undefined): MapLoadLevel =>
  opened && depth[opened] > depth[level] ? opened : level;

/**
 * Asks for places when what the map needs changed: another search, or a zoom of another level
 * (zoom 11 and more hotels, 7 destinations, below that the global view: docs/rules/map.md, "Zoom
 * decides what loads"). Panning within a level asks nothing; a retry asks again for the same
 * places.
 */
function* requestPlacesIfNeeded(action: PayloadAction<unknown>) {
  const state: MapState | undefined = yield select(mapState);
  if (!state?.search) return;
  const level = deeperLevel(loadLevelForZoom(state.camera.zoom), state.group?.level);
  const request = mapResultsRequest(state.search, level, state.group?.staticGroupId);
  const key = mapRequestKey(request);
  if (key === state.requestKey && !mapActions.retryRequested.match(action)) return;
  yield put(mapActions.placesRequested({ key, level, request }));
}

/** One load: the answer's valid places are indexed for clustering, off the main thread. */
function* loadPlaces(client: ClusterClient, { key, level, request }: PlacesRequest) {
  try {
    const { locale }: { locale: Locale | null } = yield select(selectRoute);
    const response = yield* callApi({
      route: 'get_map_results',
      query: locale ? { locale } : undefined,
      data: request,
    });
    const places = response.places ?? [];
    // Coordinates outside -90..90 / -180..180 are rejected; the index drops them too.
    const ready: ClusterIndexReady = yield call([client, client.load], places);
    // The box of the hotels behind the answer; a server that sends none leaves the hotels' own
    // (a country's or destination's point is the average of its hotels, no box to fit).
    const bounds = response.bounds ?? (level === 'hotels' ? boundsOf(places) : null);
    yield put(
      mapActions.placesLoaded({
        key,
        placeCount: ready.placeCount,
        droppedCount: places.length - ready.placeCount,
        bounds: bounds ? [bounds[0], bounds[1], bounds[2], bounds[3]] : null,
        centre: centreOf(validPlaces(places)),
      }),
    );
  } catch (error) {
    if ((error as ApiError | undefined)?.kind !== 'cancelled') {
      yield put(mapActions.placesFailed({ key }));
    }
  }
}

/**
 * takeLatest, and closing the map counts as a newer request: a new level or search cancels the
 * load under way, and cancelling aborts its HTTP request (sagaHelpers.callApi).
 */
function* watchPlaceLoads(client: ClusterClient) {
  let running: Task | undefined;
  while (true) {
    const action: PayloadAction<PlacesRequest | undefined> = yield take([
      mapActions.placesRequested.type,
      mapActions.mapClosed.type,
    ]);
    if (running) yield cancel(running);
    running = mapActions.placesRequested.match(action)
      ? yield fork(loadPlaces, client, action.payload)
      : undefined;
  }
}

/** What to draw: the clusters and places of the viewport, asked of the index. */
function* queryViewport(client: ClusterClient) {
  const state: MapState | undefined = yield select(mapState);
  if (!state?.indexed || !state.viewport) return;
  try {
    const shown: ClusteredPlace[] = yield call(
      [client, client.query],
      state.viewport.bounds,
      state.viewport.zoom,
    );
    yield put(mapActions.clustersQueried(shown));
  } catch {
    // The index was replaced or the client failed over; the next view change asks again.
  }
}

/** A cluster click zooms to where the cluster falls apart, centred on it. */
function* openCluster(client: ClusterClient, action: ReturnType<typeof mapActions.clusterOpened>) {
  const { clusterId, lat, lng } = action.payload;
  try {
    const expansion: number = yield call([client, client.expansionZoom], clusterId);
    // A cluster drawn before the map reached a fitted view opens where the map is, never wider:
    // zooming out would leave the place the visitor opened.
    const state: MapState | undefined = yield select(mapState);
    const zoom = Math.min(Math.max(expansion, state?.camera.zoom ?? 0), fitZoom);
    yield put(mapActions.cameraMoved({ center: { lat, lng }, zoom }));
  } catch {
    // A cluster of an index just replaced: zooming in one step still opens it.
    const state: MapState | undefined = yield select(mapState);
    const zoom = (state?.camera.zoom ?? 0) + 1;
    yield put(mapActions.cameraMoved({ center: { lat, lng }, zoom }));
  }
}

/**
 * The map's saga, started with its chunk. One cluster client per store: a worker where the
 * browser has one, else this thread (clusterClient.ts).
 */
export function createMapSaga(makeClient: () => ClusterClient = createClusterClient) {
  return function* mapSaga() {
    const client = makeClient();
    yield fork(watchPlaceLoads, client);
    yield takeEvery(
      [
        mapActions.mapShown.type,
        mapActions.searchChanged.type,
        mapActions.focusRequested.type,
        mapActions.viewChanged.type,
        mapActions.cameraMoved.type,
        mapActions.placeOpened.type,
        mapActions.placesLoaded.type,
        mapActions.retryRequested.type,
      ],
      requestPlacesIfNeeded,
    );
    yield takeLatest(
      [mapActions.viewChanged.type, mapActions.placesLoaded.type],
      queryViewport,
      client,
    );
    yield takeEvery(mapActions.clusterOpened.type, openCluster, client);
  };
}

export const mapSaga = createMapSaga();
