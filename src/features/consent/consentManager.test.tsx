import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsentManager, ConsentService } from '../../config/hostConfig';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { testConfig } from '../../testing/testConfig';
import { ConsentGate } from './ConsentGate';
import { ConsentManagerSync } from './ConsentManagerSync';
import { readManagerConsent } from './consentManager';

/** A consent manager as a host plugs it in: decisions, change listeners and grants. */
function hostManager(initial: Partial<Record<ConsentService, boolean>> = {}) {
  let decisions = { ...initial };
  const listeners = new Set<() => void>();
  const grant = jest.fn((service: ConsentService) => decide({ [service]: true }));
  const decide = (change: Partial<Record<ConsentService, boolean>>) => {
    decisions = { ...decisions, ...change };
    listeners.forEach((listener) => listener());
  };
  const manager: ConsentManager = {
    getConsent: () => decisions,
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    grant,
  };
  return { manager, grant, decide, listeners };
}

function renderGatedMap(manager?: ConsentManager) {
  return renderWithProviders(
    <>
      <ConsentManagerSync />
      <ConsentGate service="maps" serviceName="Google Maps">
        <p>The map</p>
      </ConsentGate>
    </>,
    { config: testConfig(manager ? { consentManager: manager } : {}) },
  );
}

describe('host consent manager', () => {
  it('reads true as granted, false as denied and anything else as undecided', () => {
    const manager: ConsentManager = {
      getConsent: () => ({ maps: true, recaptcha: false, analytics: 'yes' as never }),
    };
    expect(readManagerConsent(manager)).toEqual({ maps: 'granted', recaptcha: 'denied' });
  });

  it('treats a manager that throws or answers nonsense as undecided', () => {
    const throwing: ConsentManager = {
      getConsent: () => {
        throw new Error('not ready');
      },
    };
    expect(readManagerConsent(throwing)).toEqual({});
    expect(readManagerConsent({ getConsent: () => null as never })).toEqual({});
  });

  it('shows a service the manager has allowed without asking, and the placeholder once it is withdrawn', async () => {
    const { manager, decide } = hostManager({ maps: true });
    const { store } = renderGatedMap(manager);
    expect(await screen.findByText('The map')).toBeInTheDocument();
    act(() => decide({ maps: false }));
    expect(screen.queryByText('The map')).toBeNull();
    expect(
      screen.getByText('We need your consent to load the Google Maps service'),
    ).toBeInTheDocument();
    expect(store.getState().consent.maps).toBe('denied');
  });

  it("keeps a declined service behind the placeholder, and 'Accept' tells the manager", async () => {
    const { manager, grant } = hostManager({ maps: false, recaptcha: false, analytics: false });
    const { store } = renderGatedMap(manager);
    await waitFor(() => expect(store.getState().consent.maps).toBe('denied'));
    expect(screen.queryByText('The map')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(grant).toHaveBeenCalledWith('maps');
    expect(screen.getByText('The map')).toBeInTheDocument();
    expect(store.getState().consent).toEqual({
      maps: 'granted',
      recaptcha: 'denied',
      analytics: 'denied',
    });
  });

  it('stops following the manager when the shop unmounts', async () => {
    const { manager, listeners } = hostManager();
    const { unmount } = renderGatedMap(manager);
    await waitFor(() => expect(listeners.size).toBe(1));
    unmount();
    expect(listeners.size).toBe(0);
  });

  it('reads a manager whose onChange and grant are broken, and still shows what the visitor accepts', async () => {
    const manager = {
      getConsent: () => ({ recaptcha: true }),
      onChange: 'not a function',
      grant: () => {
        throw new Error('manager busy');
      },
    } as unknown as ConsentManager;
    const { store } = renderGatedMap(manager);
    await waitFor(() => expect(store.getState().consent.recaptcha).toBe('granted'));
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.getByText('The map')).toBeInTheDocument();
  });

  it('works without a manager: Accept lasts for the page', async () => {
    const { store } = renderGatedMap();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(store.getState().consent.maps).toBe('granted');
  });
});
