import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  CascadeColumn,
  CascadeOption,
  CascadeSelection,
  DropdownCascadeResponse,
} from '../../../../api/types';
import { cascadeColumns, chooseInColumn } from '../model/cascadeRules';
import { offerChosen } from './actions';
import type { LoadStatus } from '../../../../store/loadLifecycle';
import { shellActions } from '../../../shell';

export interface CascadeColumnState {
  status: LoadStatus;
  options: CascadeOption[];
}

export interface CascadeState {
  /** The cascade is on screen (its view mode is chosen). */
  visible: boolean;
  /** The dates panel opens, toggles and opens again once the hotel page is left. */
  open: boolean;
  columns: Record<CascadeColumn, CascadeColumnState>;
  selection: CascadeSelection;
  lastSelectedColumn: CascadeColumn | null;
  /** The offer the columns were last filled for or chose. */
  syncedOfferId: string | null;
}

const emptyColumn: CascadeColumnState = { status: 'idle', options: [] };

export const initialCascadeState: CascadeState = {
  visible: false,
  open: true,
  columns: { los: emptyColumn, airports: emptyColumn, months: emptyColumn, dates: emptyColumn },
  selection: {},
  lastSelectedColumn: null,
  syncedOfferId: null,
};

const after = (column: CascadeColumn) => cascadeColumns.slice(cascadeColumns.indexOf(column) + 1);

export const cascadeSlice = createSlice({
  name: 'hotelOffers/cascade',
  initialState: initialCascadeState,
  reducers: {
    cascadeShown(state) {
      state.visible = true;
    },
    cascadeHidden(state) {
      state.visible = false;
    },
    cascadeToggled(state) {
      state.open = !state.open;
    },
    /** All four columns at once for an offer (dropdown_cascade). */
    cascadeSyncStarted(state, action: PayloadAction<{ offerId: string }>) {
      state.syncedOfferId = action.payload.offerId;
      for (const column of cascadeColumns) state.columns[column].status = 'loading';
    },
    cascadeSynced(
      state,
      action: PayloadAction<{ selection: CascadeSelection; response: DropdownCascadeResponse }>,
    ) {
      const { selection, response } = action.payload;
      state.selection = selection;
      state.lastSelectedColumn = null;
      for (const column of cascadeColumns) {
        state.columns[column] = { status: 'resolved', options: response[column] };
      }
    },
    cascadeValueChosen(state, action: PayloadAction<{ column: CascadeColumn; value: string }>) {
      const { column, value } = action.payload;
      state.selection = chooseInColumn(state.selection, column, value);
      state.lastSelectedColumn = column;
      const [next, ...later] = after(column);
      if (next) state.columns[next] = { status: 'loading', options: [] };
      for (const each of later) state.columns[each] = emptyColumn;
    },
    cascadeSyncFailed(state) {
      state.syncedOfferId = null;
      for (const column of cascadeColumns) state.columns[column].status = 'rejected';
    },
    /** Try the failed columns again: all four for the selected offer. */
    cascadeRetried(state) {
      state.syncedOfferId = null;
      state.lastSelectedColumn = null;
    },
    cascadeColumnLoaded(
      state,
      action: PayloadAction<{ column: CascadeColumn; options: CascadeOption[] }>,
    ) {
      state.columns[action.payload.column] = {
        status: 'resolved',
        options: action.payload.options,
      };
    },
    cascadeColumnFailed(state, action: PayloadAction<CascadeColumn[]>) {
      for (const column of action.payload) state.columns[column].status = 'rejected';
    },
    /**
     * The cheapest preselected airport was chosen for the visitor
     * (docs/rules/hotel.md, "The cascade").
     */
    cascadeAirportAutoSelected(state, action: PayloadAction<{ airport: string }>) {
      state.selection = chooseInColumn(state.selection, 'airports', action.payload.airport);
      state.lastSelectedColumn = 'airports';
      state.columns.months = { status: 'loading', options: [] };
      state.columns.dates = emptyColumn;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(offerChosen, (state, action) => {
        const { offerId, via, date } = action.payload;
        if (via === 'cascade' || via === 'auto') state.syncedOfferId = offerId;
        if (via === 'cascade' && date) {
          state.selection = chooseInColumn(state.selection, 'dates', date);
          state.lastSelectedColumn = 'dates';
        }
      })
      .addCase(shellActions.routeEntered, (state, action) => {
        if (action.payload.name !== 'hoteldetail') state.open = initialCascadeState.open;
      });
  },
});

export const cascadeActions = cascadeSlice.actions;
