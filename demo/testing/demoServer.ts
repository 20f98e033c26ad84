import { setupServer } from 'msw/node';
import { rebuildCatalogue } from '../catalogue';
import { handlers, resetDemoState } from '../handlers';

/** A fixed "today" so handler tests see the same catalogue and offers on every run. */
export const testToday = '2026-03-01';
export const testSeed = 20260101;

/** Starts the demo host's handlers for a test file (real fetch to http://localhost/...). */
export function startDemoServer() {
  const server = setupServer(...handlers);
  beforeAll(() => {
    rebuildCatalogue({ seed: testSeed, today: testToday });
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    resetDemoState();
  });
  afterAll(() => server.close());
  return server;
}
