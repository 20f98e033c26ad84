import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useHostConfig } from '../../../config/HostConfigContext';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useFeatureSaga } from '../../../store/useFeatureSaga';
import { mobileQuery, useMediaQuery } from '../../../ui/useMediaQuery';
import './search.css';
import { selectRouteLocale } from '../../shell';
import { searchFeature } from '../searchFeature';
import { searchActions, selectMobileMask } from '../searchSlice';
import { useSearchDraft } from '../useSearchDraft';
import { todayIso, useSearchRepairs } from '../useAppliedSearch';
import { DesktopSearchMask } from './DesktopSearchMask';
import { MobileSearchBar } from './MobileSearchBar';
import { MobileSearchMask } from './MobileSearchMask';
import { prefetchSearchPanels } from './searchPanels';

/** The search mask of homepage, result list and hotel pages (docs/rules/search.md). */
export function SearchMask() {
  useFeatureSaga(searchFeature);
  const dispatch = useAppDispatch();
  const config = useHostConfig();
  const locale = useAppSelector(selectRouteLocale);
  const search = useSearchDraft();
  const isMobile = useMediaQuery(mobileQuery);
  const mobileMask = useAppSelector(selectMobileMask);
  const barRef = useRef<HTMLDivElement>(null);
  const [today] = useState(todayIso);

  useEffect(() => {
    dispatch(searchActions.optionsRequested(locale ?? config.locale));
  }, [dispatch, locale, config.locale]);

  const childAgeControl = config.features.childAgeControl;
  if (!isMobile) {
    return (
      <>
        <DesktopSearchMask search={search} today={today} childAgeControl={childAgeControl} />
        <SearchRepairNotice />
      </>
    );
  }
  const close = () => {
    dispatch(searchActions.mobileMaskClosed());
    // Back to the summary bar the visitor came from.
    barRef.current?.querySelector('button')?.focus();
  };
  return (
    <div ref={barRef}>
      <MobileSearchBar
        search={search}
        onOpen={() => dispatch(searchActions.mobileMaskOpened())}
        onIntent={prefetchSearchPanels}
      />
      {mobileMask === 'open' && (
        <MobileSearchMask
          search={search}
          today={today}
          childAgeControl={childAgeControl}
          onClose={close}
        />
      )}
      <SearchRepairNotice />
    </div>
  );
}

/**
 * An address whose search had to be changed says so: children under 2 beyond one per adult were
 * left out of the search (each sits on an adult's lap), with the travellers picker's own rule.
 */
function SearchRepairNotice() {
  const { infantsRemoved } = useSearchRepairs();
  if (infantsRemoved === 0) return null;
  return (
    <p role="status" className="hs-search-repair">
      <FormattedMessage id="search.travellers.error.infantsPerAdult" />.{' '}
      <FormattedMessage id="search.travellers.infantsRemoved" values={{ count: infantsRemoved }} />
    </p>
  );
}
