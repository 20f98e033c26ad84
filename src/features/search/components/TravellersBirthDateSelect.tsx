import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { dateParts, daysInMonth, isoDateOf } from '../../../lib/calendarDates';
import { monthNames } from '../../../lib/dateFormat';
import type { IsoDate } from '../model/searchTypes';
import { fieldStyle } from './travellersStyles';

export interface TravellersBirthDateSelectProps {
  /** 1-based position of the child, used in the legend. */
  number: number;
  birthDate: IsoDate;
  /** Years offered: from `latestYear` back to `earliestYear`. */
  earliestYear: number;
  latestYear: number;
  invalid: boolean;
  onChange(birthDate: IsoDate): void;
}

interface Parts {
  day: string;
  month: string;
  year: string;
}

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

function partsOf(birthDate: IsoDate): Parts {
  const parts = dateParts(birthDate);
  if (!parts) return { day: '', month: '', year: '' };
  return { year: String(parts.year), month: String(parts.month), day: String(parts.day) };
}

/**
 * Day, month and year selectors. The date is reported once all three are chosen;
 * a day past the month's end (31 February) moves back to its last day.
 */
export function TravellersBirthDateSelect(props: TravellersBirthDateSelectProps) {
  const { number, birthDate, earliestYear, latestYear, invalid } = props;
  const intl = useIntl();
  const baseId = useId();
  const [parts, setParts] = useState<Parts>(() => partsOf(birthDate));
  // A birth date replaced from outside (another device's search in the URL) wins over the draft.
  const [shownDate, setShownDate] = useState(birthDate);
  if (birthDate !== shownDate) {
    setShownDate(birthDate);
    setParts(partsOf(birthDate));
  }

  const change = (part: keyof Parts, text: string) => {
    const next = { ...parts, [part]: text };
    if (next.day && next.month && next.year) {
      const [year, month] = [Number(next.year), Number(next.month)];
      const day = Math.min(Number(next.day), daysInMonth(year, month));
      next.day = String(day);
      props.onChange(isoDateOf({ year, month, day }));
    }
    setParts(next);
  };

  const months = monthNames(intl.locale);
  const fields: { part: keyof Parts; id: string; options: [number, string][] }[] = [
    { part: 'day', id: 'search.travellers.day', options: range(1, 31).map((d) => [d, `${d}`]) },
    {
      part: 'month',
      id: 'search.travellers.month',
      options: months.map((name, i) => [i + 1, name]),
    },
    {
      part: 'year',
      id: 'search.travellers.year',
      options: range(earliestYear, latestYear)
        .reverse()
        .map((y) => [y, `${y}`]),
    },
  ];

  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
      <legend style={{ padding: 0, marginBottom: '0.25rem' }}>
        {intl.formatMessage({ id: 'search.travellers.birthDate' }, { number })}
      </legend>
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        {fields.map(({ part, id, options }) => (
          <div key={part} style={{ display: 'grid', gap: '0.25rem' }}>
            <label htmlFor={`${baseId}-${part}`}>{intl.formatMessage({ id })}</label>
            <select
              id={`${baseId}-${part}`}
              value={parts[part]}
              aria-invalid={invalid || undefined}
              style={fieldStyle}
              onChange={(event) => change(part, event.target.value)}
            >
              <option value="" disabled>
                {intl.formatMessage({ id })}
              </option>
              {options.map(([optionValue, text]) => (
                <option key={optionValue} value={optionValue}>
                  {text}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
