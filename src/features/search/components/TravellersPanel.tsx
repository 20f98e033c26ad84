import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useHostConfig } from '../../../config/HostConfigContext';
import { todayApiDate } from '../../../lib/calendarDates';
import { primaryButtonStyle } from '../../../ui/theme';
import type { IsoDate, TravellersValue } from '../model/searchTypes';
import {
  defaultMaxChildAge,
  defaultTravellersLimits as limits,
  emittableChange,
  sameTravellers,
  setAdults,
  setChildAge,
  setChildren,
  travellersErrors,
  travellersWarnings,
} from '../model/travellers';
import { TravellersAgeSelect } from './TravellersAgeSelect';
import { TravellersBirthDateSelect } from './TravellersBirthDateSelect';
import { TravellersCounter } from './TravellersCounter';
import { TravellersIssues } from './TravellersIssues';

export interface TravellersPanelProps {
  value: TravellersValue;
  /** Receives only complete, valid changes: every child has an age. */
  onChange(value: TravellersValue): void;
  /** Departure date: ages are ages on arrival. */
  travelDate: IsoDate;
  maxChildAge?: number;
  /**
   * Host flag `childAgeControl`: true asks each child's age on arrival, false asks for the
   * birth date (day, month, year). Defaults to the host configuration.
   */
  childAgeControl?: boolean;
  /** Birth dates after today are refused; defaults to the clock. */
  today?: IsoDate;
  /** Shows the Apply button (the flyout closes with it); the mobile mask has its own button. */
  onConfirm?: () => void;
}

export function TravellersPanel(props: TravellersPanelProps) {
  const { value, travelDate, maxChildAge = defaultMaxChildAge, onConfirm } = props;
  const intl = useIntl();
  const hostFlags = useHostConfig().features;
  const ageMode = props.childAgeControl ?? hostFlags.childAgeControl;
  const today = props.today ?? todayApiDate();
  const hintId = useId();

  // Edits stay in a draft until they may be reported; a new value from outside replaces it.
  const [draft, setDraft] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  if (!sameTravellers(value, lastValue)) {
    setLastValue(value);
    setDraft(value);
  }

  const check = { travelDate, maxChildAge, today: ageMode ? undefined : today };
  const edit = (next: TravellersValue) => {
    setDraft(next);
    const change = emittableChange(value, next, check);
    if (change) props.onChange(change);
  };

  const errors = travellersErrors(draft, check);
  const children = draft.childrenBirthDates;
  const childCount = children.length;
  const travelYear = Number(travelDate.slice(0, 4));

  return (
    <div className="hs-travellers" style={{ minWidth: '18rem', display: 'grid', gap: '0.5rem' }}>
      <TravellersCounter
        label={intl.formatMessage({ id: 'search.travellers.adults' })}
        count={draft.adultsCount}
        min={limits.minAdults}
        max={limits.maxAdults}
        decreaseLabel={intl.formatMessage({ id: 'search.travellers.fewerAdults' })}
        increaseLabel={intl.formatMessage({ id: 'search.travellers.moreAdults' })}
        spokenCount={intl.formatMessage(
          { id: 'search.travellers.adultsCount' },
          { count: draft.adultsCount },
        )}
        onChange={(count) => edit(setAdults(draft, count))}
      />
      <TravellersCounter
        label={intl.formatMessage({ id: 'search.travellers.children' })}
        hint={intl.formatMessage({ id: 'search.travellers.childrenHint' }, { maxChildAge })}
        count={childCount}
        min={limits.minChildren}
        max={limits.maxChildren}
        decreaseLabel={intl.formatMessage({ id: 'search.travellers.fewerChildren' })}
        increaseLabel={intl.formatMessage({ id: 'search.travellers.moreChildren' })}
        spokenCount={intl.formatMessage(
          { id: 'search.travellers.childrenCount' },
          { count: childCount },
        )}
        onChange={(count) => edit(setChildren(draft, count))}
      />
      {children.map((birthDate, index) => {
        const invalid = errors.some((e) => 'childIndex' in e && e.childIndex === index);
        return ageMode ? (
          <TravellersAgeSelect
            key={index}
            number={index + 1}
            birthDate={birthDate}
            travelDate={travelDate}
            maxChildAge={maxChildAge}
            invalid={invalid}
            onChange={(age) => edit(setChildAge(draft, index, age, travelDate))}
          />
        ) : (
          <TravellersBirthDateSelect
            key={index}
            number={index + 1}
            birthDate={birthDate}
            // A child born late in this year is still within the maximum age on travel.
            earliestYear={travelYear - maxChildAge - 1}
            latestYear={Number(today.slice(0, 4))}
            invalid={invalid}
            onChange={(date) => edit(setChildAge(draft, index, date, travelDate))}
          />
        );
      })}
      <TravellersIssues
        errors={errors}
        warnings={travellersWarnings(draft, travelDate)}
        missingAgeHintId={hintId}
      />
      {onConfirm && draft.adultsCount > 0 && (
        <button
          type="button"
          style={{ ...primaryButtonStyle, justifySelf: 'end', opacity: errors.length ? 0.5 : 1 }}
          disabled={errors.length > 0}
          aria-describedby={errors.some((e) => e.kind === 'missingAge') ? hintId : undefined}
          onClick={onConfirm}
        >
          {intl.formatMessage({ id: 'search.travellers.apply' })}
        </button>
      )}
    </div>
  );
}
