import { useLayoutEffect } from 'react';
import type { ConsentManager } from '../../config/hostConfig';
import { useAppDispatch } from '../../store/hooks';
import { connectConsentManager } from './consentManager';

/** Keeps the one consent state in step with the host's consent manager (its own small chunk). */
export default function ConsentManagerConnection({ manager }: { manager: ConsentManager }) {
  const dispatch = useAppDispatch();
  // Layout effect: the decisions are in the store before this render reaches the screen.
  useLayoutEffect(() => connectConsentManager(manager, dispatch), [manager, dispatch]);
  return null;
}
