import { useEffect, useId, type CSSProperties } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { visuallyHiddenStyle } from '../../../ui/VisuallyHidden';
import { errorStyle } from '../../../ui/form/formStyles';
import type { IsoDate, TravelPeriodValue } from '../model/searchTypes';
import { dayNumber } from '../../../lib/calendarDates';
import { formatDay } from '../../../lib/dateFormat';
import { selectableRange } from '../model/periodPicking';
import './calendar.css';
import { PeriodCalendar } from './PeriodCalendar';
import { PeriodOptions } from './PeriodOptions';
import { PeriodTabs } from './PeriodTabs';
import { formatDuration } from './periodLabels';
import { useTravelPeriodEditor, type TravelPeriodEditor } from './useTravelPeriodEditor';

export interface TravelPeriodPanelProps {
  value: TravelPeriodValue;
  /**
   * Reports each complete, valid period that differs from `value`. A departure awaiting its
   * return is never reported: the owner always holds a period it can search with.
   */
  onChange(value: TravelPeriodValue): void;
  /** Today in the visitor's time zone (YYYY-MM-DD): the panel never reads the clock. */
  today: IsoDate;
  /** Months shown at once: 2 on desktop, 12 on mobile. */
  months: number;
  /**
   * Moves focus to the selected tab on mount: a dialog whose content arrives lazily still
   * receives focus (the flyout's own focus trap has already run by then).
   */
  initialFocus?: boolean;
  /** Told whenever a departure starts or stops awaiting its return (not a period yet). */
  onAwaitingReturn?(awaiting: boolean): void;
  /**
   * The owner was asked to apply while the return is missing: the panel says so at the return
   * tab and moves the focus there; the departure picked stays.
   */
  returnMissing?: boolean;
}

const panelStyle: CSSProperties = { display: 'grid', gap: '0.75rem' };

function useAnnouncement(editor: TravelPeriodEditor): string {
  const intl = useIntl();
  const { working, announcement } = editor;
  const departure = dayNumber(working.departureDate);
  const returnDay = dayNumber(working.returnDate);
  if (announcement === 'awaitReturn' && departure !== undefined)
    return intl.formatMessage(
      { id: 'search.period.announce.awaitReturn' },
      { date: formatDay(intl.locale, departure, 'longDate') },
    );
  if (announcement === 'period' && departure !== undefined && returnDay !== undefined)
    return intl.formatMessage(
      { id: 'search.period.announce.period' },
      {
        from: formatDay(intl.locale, departure, 'longDate'),
        to: formatDay(intl.locale, returnDay, 'longDate'),
        duration: formatDuration(intl, working.duration),
      },
    );
  return '';
}

/**
 * Departure and return tabs over the month calendar, the flexible/exact toggle
 * and the duration select. Rendered in the desktop flyout and inline in the mobile mask.
 */
export function TravelPeriodPanel({
  value,
  onChange,
  today,
  months,
  initialFocus = false,
  onAwaitingReturn,
  returnMissing = false,
}: TravelPeriodPanelProps) {
  const editor = useTravelPeriodEditor(value, onChange, today);
  const { working, tab } = editor;
  const idPrefix = useId();
  const panelId = `${idPrefix}-panel`;
  const announcement = useAnnouncement(editor);

  // A new panel always opens on the departure tab; the inputs never change while it is mounted,
  // so later tab changes cannot pull focus out of the calendar.
  useEffect(() => {
    if (initialFocus) document.getElementById(`${idPrefix}-departure`)?.focus();
  }, [initialFocus, idPrefix]);

  const awaitingReturn = working.returnDate === '';
  useEffect(() => {
    onAwaitingReturn?.(awaitingReturn);
  }, [awaitingReturn, onAwaitingReturn]);
  useEffect(() => {
    if (returnMissing) document.getElementById(`${idPrefix}-return`)?.focus();
  }, [returnMissing, idPrefix]);

  return (
    <div className="hs-period-panel" style={panelStyle}>
      <PeriodTabs
        tab={tab}
        departureDate={working.departureDate}
        returnDate={working.returnDate}
        idPrefix={idPrefix}
        panelId={panelId}
        onSelect={editor.selectTab}
      />
      {returnMissing && awaitingReturn && (
        <p role="alert" style={errorStyle}>
          <FormattedMessage id="search.period.returnMissing" />
        </p>
      )}
      <div role="tabpanel" id={panelId} aria-labelledby={`${idPrefix}-${tab}`}>
        <PeriodCalendar
          months={months}
          first={editor.first}
          last={editor.last}
          today={dayNumber(today) as number}
          focusDay={editor.focusDay}
          selectable={selectableRange(working, tab, today, editor.minReturn)}
          departure={dayNumber(working.departureDate) ?? null}
          returnDay={dayNumber(working.returnDate) ?? null}
          onPick={editor.pickDay}
          onMove={editor.moveFocus}
        />
      </div>
      <PeriodOptions
        value={working}
        onExactChange={editor.chooseExact}
        onDurationChange={editor.chooseDuration}
      />
      <div role="status" style={visuallyHiddenStyle}>
        {announcement}
      </div>
    </div>
  );
}
