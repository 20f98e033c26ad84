import { Profiler, type ReactElement } from 'react';

/**
 * Records what the page shows at every React commit of `ui`, read by `read` once the commit's DOM
 * changes are in place. A test can then see the states between a click and the settled page (a
 * panel's frame before its content) that a test's `act` otherwise flushes together.
 */
export function recordCommits<T>(
  ui: ReactElement,
  read: () => T,
): { ui: ReactElement; states: T[] } {
  const states: T[] = [];
  return {
    states,
    ui: (
      <Profiler id="commits" onRender={() => states.push(read())}>
        {ui}
      </Profiler>
    ),
  };
}
