import { createAction, createNextState, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { rootReducer } from '../../../store/rootReducer';
import { shellSlice, type ShellState } from '../../shell';
import { replaceTextAt } from './textFields';

export interface PageTextEdit {
  pageId: string;
  moduleId: string;
  /** A path within the module: 'headline', 'teasers.1.copytext'. */
  field: string;
  value: string;
}

/** A CMS editor's text was saved: the loaded page shows it from now on, without a reload. */
export const pageTextEdited = createAction<PageTextEdit>('shell/pageTextEdited');

/**
 * The shell's reducer with the one case inline editing adds. It lives in the editing chunk and
 * replaces the shell's reducer when an editor's first text renders, so the shell every visitor
 * downloads carries none of it.
 */
export const shellReducerWithTextEdits: Reducer<ShellState, UnknownAction> = (state, action) => {
  if (!state || !pageTextEdited.match(action)) return shellSlice.reducer(state, action);
  const { pageId, moduleId, field, value } = action.payload;
  // A save that ends after the editor left the page changes nothing on the next one.
  if (state.page.data?.id !== pageId) return state;
  return createNextState(state, (draft) => {
    const module = draft.page.data?.modules.find((candidate) => candidate.id === moduleId);
    replaceTextAt(module, field, value);
  });
};

/** Idempotent: the same reducer injected again changes nothing. */
export function injectPageTextEdits(): void {
  rootReducer.inject(
    { reducerPath: 'shell', reducer: shellReducerWithTextEdits },
    { overrideExisting: true },
  );
}
