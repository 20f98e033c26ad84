import { mapActions, mapSlice, type MapState } from './mapSlice';

const reduce = (
  state: MapState | undefined,
  ...actions: Parameters<typeof mapSlice.reducer>[1][]
) => actions.reduce((current, action) => mapSlice.reducer(current, action), state as MapState);
const search = { productSearch: { destinations: ['es-mallorca'] } };
const opened = reduce(undefined, mapActions.mapShown({ search }));
const at = { lat: 39.57, lng: 2.65 };

describe('map state', () => {
  it('opens at zoom 4 without a static group, 11 on a single static group', () => {
    expect(opened.camera.zoom).toBe(4);
    const group = reduce(
      undefined,
      mapActions.mapShown({ search: { ...search, staticGroupIdList: [12] } }),
    );
    expect(group.camera.zoom).toBe(11);
  });

  it('opens on a hotel of the list at fit zoom 15, centred on it', () => {
    const state = reduce(undefined, mapActions.mapShown({ search, focus: { hotelId: 7, ...at } }));
    expect(state.camera).toEqual({ center: at, zoom: 15 });
    expect(state.focusHotelId).toBe(7);
  });

  it('toggles a marker’s detail on click and centres the map on it', () => {
    const click = mapActions.markerClicked({ id: 'hotel-1', select: false, ...at });
    const open = reduce(opened, click);
    expect(open.activeId).toBe('hotel-1');
    expect(open.camera.center).toEqual(at);
    expect(reduce(open, click).activeId).toBeNull();
    const other = mapActions.markerClicked({ id: 'hotel-2', select: false, ...at });
    expect(reduce(open, other).activeId).toBe('hotel-2');
  });

  it('selects under the mobile breakpoint: a second tap keeps the place selected', () => {
    const tap = mapActions.markerClicked({ id: 'hotel-1', select: true, ...at });
    expect(reduce(opened, tap, tap).activeId).toBe('hotel-1');
  });

  it('ignores the answer of a request that is no longer the current one', () => {
    const requested = (key: string) =>
      mapActions.placesRequested({ key, level: 'global', request: { productSearch: {} } });
    const state = reduce(
      opened,
      requested('old'),
      requested('new'),
      mapActions.placesLoaded({
        key: 'old',
        placeCount: 3,
        droppedCount: 0,
        bounds: null,
        centre: at,
      }),
      mapActions.placesFailed({ key: 'old' }),
    );
    expect(state).toMatchObject({ status: 'loading', requestKey: 'new', placeCount: 0 });
  });

  it('narrows to an opened destination until the zoom drops below the level it opened', () => {
    const palma = mapActions.placeOpened({ center: at, zoom: 11, staticGroupId: 10001 });
    const state = reduce(opened, palma);
    expect(state.group).toEqual({ staticGroupId: 10001, minZoom: 11, level: 'hotels' });
    const bounds = [2, 39, 3, 40] as const;
    expect(
      reduce(state, mapActions.viewChanged({ center: at, zoom: 13, bounds })).group,
    ).not.toBeNull();
    expect(
      reduce(state, mapActions.viewChanged({ center: at, zoom: 10, bounds })).group,
    ).toBeNull();
  });

  const loaded = (bounds: readonly [number, number, number, number] | null) => {
    const key = 'k';
    return [
      mapActions.placesRequested({ key, level: 'global', request: { productSearch: {} } }),
      mapActions.placesLoaded({
        key,
        placeCount: 1,
        droppedCount: 0,
        bounds: bounds && [...bounds],
        centre: { lat: 33.54, lng: -7.14 },
      }),
    ];
  };
  const mallorcaHotels = [2.35, 39.3, 3.45, 39.95] as const;
  const desktopView = (zoom: number) =>
    mapActions.viewChanged({
      center: { lat: 46, lng: 10 },
      zoom,
      bounds: [-30, 25, 50, 60],
      size: { width: 1108, height: 544 },
    });

  it('opens a region search on the box of its hotels, at the map’s own size', () => {
    const state = reduce(opened, desktopView(4), ...loaded(mallorcaHotels));
    expect(state.camera.zoom).toBe(9);
    expect(state.camera.center.lat).toBeCloseTo(39.63, 1);
    expect(state.camera.center.lng).toBeCloseTo(2.9, 1);
    // Once: the answers after it leave the camera where it is.
    expect(reduce(state, ...loaded([-18, 27, 4, 44])).camera).toEqual(state.camera);
  });

  it('fits an answer that came before the map’s first report once the map reports', () => {
    const early = reduce(opened, ...loaded(mallorcaHotels));
    expect(early.camera.zoom).toBe(4);
    // The map's first report is of where it opened: it does not undo the fit.
    const fitted = reduce(early, desktopView(4));
    expect(fitted.camera.zoom).toBe(9);
    expect(fitted.pendingFit).toBeNull();
  });

  it('leaves the view to the visitor who moved the map before the places came', () => {
    const moved = reduce(opened, desktopView(4), desktopView(6), ...loaded(mallorcaHotels));
    expect(moved.camera).toEqual({ center: { lat: 46, lng: 10 }, zoom: 6 });
  });

  it('zooms an opened country to fit its hotels, not to its average point', () => {
    const spain = { lat: 33.54, lng: -7.14 };
    const state = reduce(
      opened,
      desktopView(4),
      mapActions.placeOpened({ center: spain, zoom: 7, staticGroupId: 1 }),
      ...loaded([-17.9, 27.7, 4.3, 43.8]),
    );
    expect(state.camera.zoom).toBe(4);
    expect(state.camera.center).not.toEqual(spain);
    // Its destinations stay asked at the zoom that shows the whole country.
    expect(state.group).toEqual({ staticGroupId: 1, minZoom: 4, level: 'destinations' });
  });

  it('forgets everything on close', () => {
    const closed = reduce(
      opened,
      mapActions.markerClicked({ id: 'hotel-1', select: false, ...at }),
      mapActions.mapClosed(),
    );
    expect(closed).toMatchObject({ status: 'idle', search: null, activeId: null, shown: [] });
  });
});
