import { useEffect } from 'react';
import { useHostConfig } from '../../app/HostConfigContext';
import { useAppDispatch } from '../../store/hooks';
import { analyticsActions } from './analyticsActions';

/** Hands the host's analytics settings to the boot saga after the first paint (once per store). */
export function AnalyticsStarter() {
  const { analytics, variant } = useHostConfig();
  const dispatch = useAppDispatch();
  const { dataLayer, requireConsent, eventLog } = analytics;
  useEffect(() => {
    dispatch(analyticsActions.started({ dataLayer, requireConsent, eventLog, variant }));
  }, [dispatch, dataLayer, requireConsent, eventLog, variant]);
  return null;
}
