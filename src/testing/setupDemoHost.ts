import { server } from './server';
import { resetDemoState } from '../../demo/handlers';

/** Call at the top of a test file that talks to the demo host. */
export function setupDemoHost(): typeof server {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetDemoState();
  });
  afterAll(() => server.close());
  return server;
}
