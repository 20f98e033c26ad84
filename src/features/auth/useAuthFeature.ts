import { useState } from 'react';
import { useHostConfig } from '../../config/HostConfigContext';
import type { HostConfig } from '../../config/hostConfig';
import { useAppStore } from '../../store/hooks';
import { createAuthSaga, type AuthSettings } from './authSaga';

/** The identity provider settings, or null when the brand has no login (`features.login`). */
export function authSettingsOf(config: HostConfig): AuthSettings | null {
  const auth0 = config.keys.auth0;
  if (!config.features.login || !auth0) return null;
  return { ...auth0, basePath: config.basePath };
}

/**
 * Starts the login state machine once per store, from whichever view needs it first (the header,
 * a login route, the membership module). Answers whether the brand has a login at all.
 */
export function useAuthFeature(): boolean {
  const config = useHostConfig();
  const store = useAppStore();
  const [settings] = useState(() => {
    const found = authSettingsOf(config);
    if (found) store.runFeatureSaga('auth', createAuthSaga(found));
    return found;
  });
  return settings !== null;
}
