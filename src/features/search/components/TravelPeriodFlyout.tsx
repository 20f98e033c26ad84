import { useCallback, useRef, useState, type CSSProperties } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Flyout } from '../../../ui/Flyout';
import { primaryButtonStyle } from '../../../ui/theme';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import type { IsoDate, TravelPeriodValue } from '../model/searchTypes';
import { dateFormats, dayNumber, formatApiDate, monthOfDay } from '../../../lib/calendarDates';
import { clampPeriod, isValidPeriod, samePeriod } from '../model/travelPeriod';
import './calendar.css';
import { formatDuration, warmPeriodTexts } from './periodLabels';
import { PanelContent, useSearchPanels } from './searchPanels';

export interface TravelPeriodFlyoutProps {
  value: TravelPeriodValue;
  /** Called once when the flyout closes (Done, Escape or a press outside) with a changed period. */
  onChange(value: TravelPeriodValue): void;
  /** Today in the visitor's time zone (YYYY-MM-DD). */
  today: IsoDate;
  /** Months shown at once; the desktop flyout shows 2. */
  months?: number;
}

function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task);
  else setTimeout(task, 0);
}

const wrapperStyle: CSSProperties = { display: 'inline-block' };
// The panel and its Done button with two months (measured in Chromium at 16 px), held while the
// panel loads.
const panelRoom: CSSProperties = { width: '38.25rem', height: '32.56rem' };
const footerStyle: CSSProperties = {
  display: 'flex',
  justifyContent: 'flex-end',
  marginTop: '1rem',
};

/**
 * The travel period flyout of the desktop mask. The panel edits a draft; closing the
 * flyout in any way (Done, Escape, a press outside) reports the draft if it is a valid change, as
 * the destination flyout reports its selection on close. A departure still awaiting its return
 * is not a period yet, so the last complete one is what counts.
 */
export function TravelPeriodFlyout({
  value,
  onChange,
  today,
  months = 2,
}: TravelPeriodFlyoutProps) {
  const intl = useIntl();
  // Added with the page rather than on the first opening: a new stylesheet restyles the whole
  // page, which would land in the paint right after the click.
  const [draft, setDraft] = useState(value);
  // A departure picked without its return yet: Done keeps the panel open and says what is missing.
  const [awaitingReturn, setAwaitingReturn] = useState(false);
  const [returnMissing, setReturnMissing] = useState(false);
  const onAwaitingReturn = useCallback((awaiting: boolean) => {
    setAwaitingReturn(awaiting);
    if (!awaiting) setReturnMissing(false);
  }, []);
  // The calendar comes with the other panels' chunk, asked for as soon as the pointer or the
  // focus reaches the trigger, so it is usually there by the time the visitor opens it.
  const panels = useSearchPanels();

  const reportChange = () => {
    if (isValidPeriod(draft, today) && !samePeriod(draft, value)) onChange(draft);
  };
  // Pointer or focus on the trigger: load the chunk and prepare the texts of the months the
  // panel opens on while the visitor is still aiming, so the click only renders.
  const warmedFor = useRef('');
  const prefetch = () => {
    panels.request();
    const departure = dayNumber(value.departureDate);
    const key = `${intl.locale}|${value.departureDate}|${months}`;
    if (departure === undefined || warmedFor.current === key) return;
    warmedFor.current = key;
    const shown = Array.from({ length: months }, (_, i) => monthOfDay(departure) + i);
    whenIdle(() => warmPeriodTexts(intl, shown));
  };

  const label = (
    <>
      <VisuallyHidden>
        <FormattedMessage id="search.period.label" />:{' '}
      </VisuallyHidden>
      <FormattedMessage
        id="search.period.trigger"
        values={{
          from: formatApiDate(value.departureDate, dateFormats.display),
          to: formatApiDate(value.returnDate, dateFormats.display),
          duration: formatDuration(intl, value.duration),
        }}
      />
    </>
  );

  return (
    <div className="hs-period-flyout" style={wrapperStyle}>
      <Flyout
        label={label}
        panelLabel={intl.formatMessage({ id: 'search.period.label' })}
        onOpenChange={(open) => {
          if (!open) return;
          setDraft(clampPeriod(value, today));
          setReturnMissing(false);
        }}
        onClose={reportChange}
        onIntent={prefetch}
      >
        {(close) => (
          // Done waits with the panel, so focus goes to the panel's first tab, not to Done.
          <PanelContent panels={panels} room={panelRoom}>
            {({ TravelPeriodPanel }) => (
              <>
                <TravelPeriodPanel
                  value={draft}
                  onChange={setDraft}
                  today={today}
                  months={months}
                  initialFocus
                  onAwaitingReturn={onAwaitingReturn}
                  returnMissing={returnMissing}
                />
                <div style={footerStyle}>
                  <button
                    type="button"
                    style={primaryButtonStyle}
                    onClick={() => (awaitingReturn ? setReturnMissing(true) : close())}
                  >
                    <FormattedMessage id="search.period.done" />
                  </button>
                </div>
              </>
            )}
          </PanelContent>
        )}
      </Flyout>
    </div>
  );
}
