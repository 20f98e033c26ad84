import { useEffect } from 'react';
import { useHostConfig } from '../../config/HostConfigContext';
import { useAppDispatch } from '../../store/hooks';
import type { AnalyticsSettings } from './analyticsActions';
import { analyticsStartedType } from './analyticsBoot';

/** Hands the host's analytics settings to the boot saga after the first paint (once per store). */
export function AnalyticsStarter() {
  const { analytics, variant } = useHostConfig();
  const dispatch = useAppDispatch();
  useEffect(() => {
    const payload: AnalyticsSettings = { ...analytics, variant };
    dispatch({ type: analyticsStartedType, payload });
  }, [dispatch, analytics, variant]);
  return null;
}
