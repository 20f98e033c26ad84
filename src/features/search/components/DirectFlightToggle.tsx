import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { anyStops, directFlightStops } from '../model/searchTypes';

/** Direct flights only = 0 stops, any = 10000 (docs/rules/search.md, "Direct flights only"). */
export function DirectFlightToggle({
  value,
  onChange,
}: {
  value: number;
  onChange(stops: number): void;
}) {
  const id = useId();
  return (
    <span className="hs-direct-flight">
      <input
        id={id}
        type="checkbox"
        checked={value === directFlightStops}
        onChange={(event) => onChange(event.target.checked ? directFlightStops : anyStops)}
      />
      <label htmlFor={id}>
        <FormattedMessage id="search.mask.directFlight" />
      </label>
    </span>
  );
}
