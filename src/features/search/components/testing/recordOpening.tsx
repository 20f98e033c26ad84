import { screen } from '@testing-library/react';
import { Profiler, type ReactElement } from 'react';

/** What a panel shows at one React commit. */
export interface OpeningState {
  dialog: boolean;
  /** The frame's parts (filter, tabs, Done …), null where missing. */
  frame: (Element | null)[];
  /** How many items of the deferred content (airports, countries, months) are there. */
  content: number;
  /** The box the content fills, kept from the frame on. */
  room: Element | null;
  focused: Element | null;
}

export interface OpeningParts {
  /** Accessible name of the panel's dialog. */
  dialog: string;
  frame: () => (Element | null)[];
  content: () => number;
  /** Selector of the box the content fills, where the frame keeps its room. */
  room?: string;
}

/**
 * Records what the panel shows at every React commit of `ui`, read once the commit's DOM changes
 * are in place. A test sees the states between a click and the settled panel (the frame before the
 * content) that `act` otherwise flushes together.
 */
export function recordOpening(ui: ReactElement, parts: OpeningParts) {
  const states: OpeningState[] = [];
  const read = (): OpeningState => ({
    dialog: screen.queryByRole('dialog', { name: parts.dialog }) !== null,
    frame: parts.frame(),
    content: parts.content(),
    room: parts.room === undefined ? null : document.querySelector(parts.room),
    focused: document.activeElement,
  });
  return {
    states,
    ui: (
      <Profiler id="opening" onRender={() => states.push(read())}>
        {ui}
      </Profiler>
    ),
  };
}

/** The first commit that shows the dialog, and the first that shows its content. */
export function frameThenContent(states: readonly OpeningState[]) {
  const open = states.filter((state) => state.dialog);
  return { frame: open[0], content: open.find((state) => state.content > 0) };
}
