import type { Dispatch } from '@reduxjs/toolkit';
import type { ConsentManager, ConsentService } from '../../config/hostConfig';
import { consentActions, type ConsentState } from './consentSlice';

const services: readonly ConsentService[] = ['maps', 'recaptcha', 'analytics'];

/**
 * The manager's decisions as the shop's consent state: true granted, false denied, anything else
 * (or a manager that throws) undecided, so a broken manager never lets a service load.
 */
export function readManagerConsent(manager: ConsentManager): Partial<ConsentState> {
  let decisions: unknown;
  try {
    decisions = manager.getConsent();
  } catch {
    return {};
  }
  const read: Partial<ConsentState> = {};
  if (!decisions || typeof decisions !== 'object') return read;
  for (const service of services) {
    const decision = (decisions as Record<string, unknown>)[service];
    if (typeof decision === 'boolean') read[service] = decision ? 'granted' : 'denied';
  }
  return read;
}

/** Copies the manager's decisions into the store now and after each change; returns the disconnect. */
export function connectConsentManager(manager: ConsentManager, dispatch: Dispatch): () => void {
  const sync = () => dispatch(consentActions.consentSynced(readManagerConsent(manager)));
  sync();
  let unsubscribe: unknown;
  try {
    unsubscribe = manager.onChange?.(sync);
  } catch {
    // A manager that cannot be followed is read once.
  }
  return () => {
    if (typeof unsubscribe === 'function') (unsubscribe as () => void)();
  };
}

/** 'Accept' on a placeholder: the manager records it as its own decision where it can. */
export function tellManagerGranted(manager: ConsentManager | undefined, service: ConsentService) {
  try {
    manager?.grant?.(service);
  } catch {
    // The shop's own state already holds the consent for this page.
  }
}
