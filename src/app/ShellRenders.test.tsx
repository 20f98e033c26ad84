import { act, screen, waitFor } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { setupDemoHost } from '../testing/setupDemoHost';
import { renderApp } from '../testing/renderApp';
import { shellActions } from '../features/shell';

// Counts the header's renders: it stands for everything the shell draws around the page.
const mockHeaderRendered = jest.fn();
jest.mock('../features/shell', () => {
  const actual = jest.requireActual<typeof import('../features/shell')>('../features/shell');
  return {
    ...actual,
    Header: (props: ComponentProps<typeof actual.Header>) => {
      mockHeaderRendered();
      return actual.Header(props);
    },
  };
});

setupDemoHost();

beforeEach(() => {
  mockHeaderRendered.mockClear();
});

describe('what the shell renders again (docs/rules/speed.md, "No long task")', () => {
  it('does not render the shell again when the route or the page answer changes its status', async () => {
    const { store } = renderApp('/en-gb/favorites');
    await waitFor(() => expect(store.getState().shell.page.status).toBe('resolved'));
    await waitFor(() => expect(store.getState().shell.route.status).toBe('shown'));
    const before = mockHeaderRendered.mock.calls.length;
    expect(before).toBeGreaterThan(0);

    act(() => {
      store.dispatch(shellActions.routeChunkLoading());
      store.dispatch(shellActions.routeShown());
      store.dispatch(shellActions.pageFailed());
    });

    expect(store.getState().shell.page.status).toBe('rejected');
    expect(mockHeaderRendered).toHaveBeenCalledTimes(before);
  });

  it('draws an overlay inside the shop root, where the brand’s styles apply', async () => {
    const { store } = renderApp('/en-gb/favorites');
    await waitFor(() => expect(store.getState().shell.route.status).toBe('shown'));

    act(() => {
      store.dispatch(shellActions.errorRaised());
    });

    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(dialog.closest('.hs-root')).not.toBeNull();
  });
});
