import { setupServer } from 'msw/node';
import { handlers } from '../../demo/handlers';

/** The demo host's own handlers answer the shop's requests in Jest: mocks only at the network edge. */
export const server = setupServer(...handlers);
