import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FacetGroupView, FacetOptionView } from '../model/facets';

interface GroupProps {
  view: FacetGroupView;
  /** Chooses or removes one option. */
  onToggle: (value: string) => void;
  /** 'Any' of a threshold group. */
  onClear: () => void;
  /** Price options are labelled by the shop, in the visitor's currency; others by the server. */
  labelOf: (option: FacetOptionView) => string;
}

function OptionText({ label, count }: { label: string; count: number }) {
  const intl = useIntl();
  return <span>{intl.formatMessage({ id: 'resultlist.filters.option' }, { label, count })}</span>;
}

/** A threshold group (price max, rating min, stars min): one choice or "Any". */
export function FilterRadioGroup({ view, onToggle, onClear, labelOf }: GroupProps) {
  // Unique per render, so a mobile and a desktop sidebar on one page do not share radio groups.
  const name = useId();
  return (
    <fieldset>
      <legend>
        <FormattedMessage id={`resultlist.filters.group.${view.group}`} />
      </legend>
      <label>
        <input
          type="radio"
          name={name}
          checked={!view.options.some((option) => option.active)}
          onChange={onClear}
        />
        <span>
          <FormattedMessage id="resultlist.filters.any" />
        </span>
      </label>
      {view.options.map((option) => (
        <label key={option.value}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.active}
            disabled={option.disabled}
            onChange={() => onToggle(option.value)}
          />
          <OptionText label={labelOf(option)} count={option.count} />
        </label>
      ))}
    </fieldset>
  );
}

/** A multi-choice group (amenities, board, room, view types). */
export function FilterCheckboxGroup({ view, onToggle, labelOf }: GroupProps) {
  return (
    <fieldset>
      <legend>
        <FormattedMessage id={`resultlist.filters.group.${view.group}`} />
      </legend>
      {view.options.map((option) => (
        <label key={option.value}>
          <input
            type="checkbox"
            value={option.value}
            checked={option.active}
            disabled={option.disabled}
            onChange={() => onToggle(option.value)}
          />
          <OptionText label={labelOf(option)} count={option.count} />
        </label>
      ))}
    </fieldset>
  );
}
