import { useId } from 'react';
import { useIntl } from 'react-intl';
import { wholeYearsBetween } from '../../../lib/calendarDates';
import type { IsoDate } from '../model/searchTypes';
import { hasAge, minChildAge } from '../model/travellers';
import { fieldStyle } from './travellersStyles';

export interface TravellersAgeSelectProps {
  /** 1-based position of the child, used in the label. */
  number: number;
  birthDate: IsoDate;
  travelDate: IsoDate;
  maxChildAge: number;
  invalid: boolean;
  onChange(age: number): void;
}

/** Age on arrival: '< 1 year' (age 0), then 1 up to the maximum child age. */
export function TravellersAgeSelect(props: TravellersAgeSelectProps) {
  const { number, birthDate, travelDate, maxChildAge, invalid } = props;
  const intl = useIntl();
  const id = useId();
  const age = hasAge(birthDate) ? wholeYearsBetween(birthDate, travelDate) : undefined;
  const shown = age !== undefined && age >= 0 && age <= maxChildAge ? String(age) : '';
  const ages = Array.from(
    { length: Math.max(0, maxChildAge - minChildAge + 1) },
    (_, i) => minChildAge + i,
  );
  return (
    <div style={{ display: 'grid', gap: '0.25rem' }}>
      <label htmlFor={id}>
        {intl.formatMessage({ id: 'search.travellers.childAge' }, { number })}
      </label>
      <select
        id={id}
        value={shown}
        aria-invalid={invalid || undefined}
        style={fieldStyle}
        onChange={(event) => props.onChange(Number(event.target.value))}
      >
        {/* Disabled: an age, once chosen, can be changed but not taken back. */}
        <option value="" disabled>
          {intl.formatMessage({ id: 'search.travellers.agePlaceholder' })}
        </option>
        <option value="0">
          {intl.formatMessage({ id: 'search.travellers.ageUnderMin' }, { minAge: minChildAge })}
        </option>
        {ages.map((a) => (
          <option key={a} value={a}>
            {intl.formatMessage({ id: 'search.travellers.ageOption' }, { age: a })}
          </option>
        ))}
      </select>
    </div>
  );
}
