/** The consent feature's public face: the one consent state, its gate and the manager bridge. */
export {
  consentActions,
  consentSlice,
  selectConsent,
  type ConsentDecision,
  type ConsentService,
  type ConsentState,
} from './consentSlice';
export { ConsentGate } from './ConsentGate';
export { ConsentManagerSync } from './ConsentManagerSync';
