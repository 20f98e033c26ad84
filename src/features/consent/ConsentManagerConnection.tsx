import { useLayoutEffect } from 'react';
import { useHostConfig } from '../../app/HostConfigContext';
import { useAppDispatch } from '../../store/hooks';
import { connectConsentManager } from './consentManager';

/** Keeps the one consent state in step with the host's consent manager, when it has one. */
export function ConsentManagerSync() {
  const { consentManager } = useHostConfig();
  const dispatch = useAppDispatch();
  // Layout effect: the decisions are in the store before the first paint of any gated service.
  useLayoutEffect(
    () => (consentManager ? connectConsentManager(consentManager, dispatch) : undefined),
    [consentManager, dispatch],
  );
  return null;
}
