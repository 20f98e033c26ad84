import type { ReactNode } from 'react';
import { ConsentPlaceholder } from '../../ui/ConsentPlaceholder';
import { useHostConfig } from '../../config/HostConfigContext';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { consentActions, selectConsent, type ConsentService } from './consentSlice';
import { tellManagerGranted } from './consentManager';

interface Props {
  service: ConsentService;
  /** The service's name as the placeholder says it, e.g. 'Google Maps'. */
  serviceName: string;
  /**
   * Other services whose consent also covers this one, e.g. analytics for recaptcha. Accepting the
   * placeholder records `service` itself.
   */
  alsoGrantedBy?: readonly ConsentService[];
  children: ReactNode;
}

/**
 * Renders a third-party service only once the one consent state allows it
 * (docs/rules/consent-and-analytics.md, "The consent placeholder").
 */
export function ConsentGate({ service, serviceName, alsoGrantedBy = [], children }: Props) {
  const granted = useAppSelector((state) =>
    [service, ...alsoGrantedBy].some((name) => selectConsent(state, name) === 'granted'),
  );
  const dispatch = useAppDispatch();
  const { privacyUrl, consentManager } = useHostConfig();
  if (granted) return <>{children}</>;
  return (
    <ConsentPlaceholder
      service={serviceName}
      onAccept={() => {
        dispatch(consentActions.consentGiven(service));
        tellManagerGranted(consentManager, service);
      }}
      onMoreInformation={() => window.open(privacyUrl, '_blank', 'noopener')}
    />
  );
}
