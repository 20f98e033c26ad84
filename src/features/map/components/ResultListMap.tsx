import { lazy, Suspense, useState, type Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHostConfig } from '../../../config/HostConfigContext';
import { ConsentGate } from '../../consent';
import { ErrorBoundary } from '../../../ui/ErrorBoundary';
import type { MapPanelProps } from './MapPanel';
import { MapMessage } from './MapMessage';
import { loadChunk } from '../../../lib/chunks';
import './ResultListMap.css';

const loadPanel = loadChunk(() => import(/* webpackChunkName: "map" */ './MapPanel'));

export type ResultListMapProps = Omit<MapPanelProps, 'apiKey' | 'scriptUrl'> & {
  /** The map's region, for the page to scroll to and focus. */
  regionRef?: Ref<HTMLElement>;
};

/**
 * The map above the result list. It loads nothing until it opens; without a Maps key it says the
 * map is unavailable; otherwise it asks for consent and only then loads its chunk and the Maps
 * script. If the chunk cannot load, it says so with 'Try again' (docs/rules/map.md, "Consent, the
 * Maps key and failures").
 */
export function ResultListMap({ regionRef, ...panel }: ResultListMapProps) {
  const intl = useIntl();
  const { keys } = useHostConfig();
  const [attempt, setAttempt] = useState(0);
  // A failed chunk stays failed inside React.lazy; each attempt gets a lazy component of its own.
  const [Panel, setPanel] = useState(() => lazy(loadPanel));
  const retry = () => {
    setPanel(() => lazy(loadPanel));
    setAttempt((n) => n + 1);
  };

  return (
    <section
      ref={regionRef}
      className="hs-map"
      aria-label={intl.formatMessage({ id: 'map.region' })}
      tabIndex={-1}
    >
      {keys.googleMaps ? (
        <ConsentGate service="maps" serviceName={intl.formatMessage({ id: 'map.consent.service' })}>
          <ErrorBoundary
            key={attempt}
            fallback={<MapMessage messageId="map.failed" onRetry={retry} />}
          >
            <Suspense
              fallback={
                <p className="hs-map__message" role="status">
                  <FormattedMessage id="map.loading" />
                </p>
              }
            >
              <Panel {...panel} apiKey={keys.googleMaps} scriptUrl={keys.googleMapsScriptUrl} />
            </Suspense>
          </ErrorBoundary>
        </ConsentGate>
      ) : (
        <MapMessage messageId="map.unavailable" />
      )}
    </section>
  );
}
