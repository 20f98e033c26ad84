import { useEffect, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useHostConfig } from '../../config/HostConfigContext';
import { localeInfo } from '../../config/locales';
import { href, localeOfPath } from '../../config/routes';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useFeatureSaga } from '../../store/useFeatureSaga';
import { useMoney } from '../shell';
import { toSearchParams, useAppliedSearch } from '../search';
import { destinationsFeature } from './destinationsFeature';
import * as gallery$ from './destinationsSlice';
import { groupByCountry } from './model/countryGroups';
import { destinationHref, toGalleryRequest } from './model/galleryRequest';
import { DestinationGallery } from './components/DestinationGallery';
import {
  DestinationsEmpty,
  DestinationsFailed,
  DestinationsSlow,
} from './components/DestinationsStates';

export interface DestinationsGalleryPageProps {
  /** The arrival airport (IATA) of the gallery by airport; without it, all destinations. */
  airport?: string;
}

/**
 * The destinations galleries (all destinations, and by arrival airport): cards priced with the
 * applied search in the URL, each leading to the result list (docs/rules/content-pages.md,
 * "Destination galleries").
 */
export function DestinationsGalleryPage({ airport }: DestinationsGalleryPageProps) {
  useFeatureSaga(destinationsFeature);
  const dispatch = useAppDispatch();
  const config = useHostConfig();
  const { pathname } = useLocation();
  // From the path, not the store: the first render after a navigation already speaks its locale.
  const locale = localeOfPath(pathname) ?? config.locale;
  const search = useAppliedSearch();
  const request = useMemo(() => toGalleryRequest(search, airport), [search, airport]);
  const money = useMoney();

  useEffect(() => {
    dispatch(gallery$.destinationsActions.galleryRequested(request));
  }, [dispatch, request]);

  const status = useAppSelector(gallery$.selectGalleryStatus);
  const slow = useAppSelector(gallery$.selectGallerySlow);
  const destinations = useAppSelector(gallery$.selectGalleryDestinations);
  const requestKey = useAppSelector(gallery$.selectGalleryRequestKey);
  const airportName = useAppSelector(gallery$.selectGalleryAirportName);
  // Until the store has taken this page's request, whatever it holds belongs to another search.
  const current = requestKey === gallery$.galleryRequestKey(request);
  const groups = useMemo(
    () => (current ? groupByCountry(destinations, localeInfo[locale].intl) : []),
    [current, destinations, locale],
  );

  return (
    <section className="hs-destinations" aria-labelledby="hs-destinations-heading">
      <h1 id="hs-destinations-heading">
        {airport && current && airportName ? (
          <FormattedMessage
            id="destinations.airport.headingNamed"
            values={{ name: airportName, airport }}
          />
        ) : airport ? (
          <FormattedMessage id="destinations.airport.heading" values={{ airport }} />
        ) : (
          <FormattedMessage id="destinations.all.heading" />
        )}
      </h1>
      {current && slow && <DestinationsSlow />}
      {current && status === 'rejected' && (
        <DestinationsFailed
          onRetry={() => dispatch(gallery$.destinationsActions.galleryRequested(request))}
        />
      )}
      {current && status === 'resolved' && destinations.length === 0 && (
        <DestinationsEmpty
          allDestinationsHref={
            airport
              ? href('all_destinations', locale, undefined, toSearchParams(search))
              : undefined
          }
        />
      )}
      <div aria-busy={!current || status === 'loading'}>
        <DestinationGallery
          groups={groups}
          hrefFor={(destination) => destinationHref(locale, search, destination)}
          formatPrice={(amount) => money(amount)}
        />
      </div>
    </section>
  );
}
