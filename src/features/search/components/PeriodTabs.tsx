import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { TabList } from '../../../ui/Tabs';
import { themeColor } from '../../../ui/theme';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { dateFormats, formatApiDate } from '../../../lib/calendarDates';
import type { PeriodTab } from '../model/travelPeriod';

export interface PeriodTabsProps {
  tab: PeriodTab;
  departureDate: string;
  returnDate: string;
  /** Ids of the tabs are `${idPrefix}-departure` and `${idPrefix}-return`. */
  idPrefix: string;
  panelId: string;
  onSelect(tab: PeriodTab): void;
}

const tabs: readonly PeriodTab[] = ['departure', 'return'];
const listStyle: CSSProperties = { display: 'flex', gap: '0.25rem', borderBottom: '1px solid' };

function tabStyle(selected: boolean): CSSProperties {
  return {
    fontFamily: 'inherit',
    fontSize: 'inherit',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    padding: '0.5em 1em',
    border: 0,
    borderBottom: `3px solid ${selected ? themeColor.primary : 'transparent'}`,
    background: 'transparent',
    color: selected ? themeColor.primary : themeColor.text,
    fontWeight: selected ? 'bold' : 'normal',
    cursor: 'pointer',
  };
}

/**
 * Departure and return tabs (WAI-ARIA tabs, selection follows focus), each showing its date.
 * Both control the one calendar panel: it stays mounted when the tab changes, which keeps a pick
 * from rebuilding the months.
 */
export function PeriodTabs({
  tab,
  departureDate,
  returnDate,
  idPrefix,
  panelId,
  onSelect,
}: PeriodTabsProps) {
  const intl = useIntl();
  const dates = { departure: departureDate, return: returnDate };
  const items = tabs.map((id) => ({
    id,
    label: (
      <>
        <span>
          {intl.formatMessage(
            id === 'departure'
              ? { id: 'search.period.tab.departure' }
              : { id: 'search.period.tab.return' },
          )}
        </span>
        {dates[id] ? (
          <span style={{ fontSize: '0.85em' }}>
            {formatApiDate(dates[id], dateFormats.display)}
          </span>
        ) : (
          <VisuallyHidden>
            {intl.formatMessage({ id: 'search.period.tab.notChosen' })}
          </VisuallyHidden>
        )}
      </>
    ),
  }));
  return (
    <TabList
      items={items}
      label={intl.formatMessage({ id: 'search.period.label' })}
      selectedId={tab}
      onSelect={(id) => onSelect(id as PeriodTab)}
      tabIdOf={(id) => `${idPrefix}-${id}`}
      panelIdOf={() => panelId}
      style={listStyle}
      tabStyle={tabStyle}
    />
  );
}
