import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FilterOption } from '../../../api/types';
import type { ListFilters } from '../model/listTypes';
import {
  multiValues,
  optionNumber,
  singleValue,
  withSingle,
  withToggled,
  type MultiGroup,
  type SingleGroup,
} from './filterValues';

interface GroupProps<Group> {
  group: Group;
  options: FilterOption[];
  value: ListFilters;
  onChange: (filters: ListFilters) => void;
}

function OptionText({ option }: { option: FilterOption }) {
  const intl = useIntl();
  return (
    <span>
      {intl.formatMessage(
        { id: 'resultlist.filters.option' },
        { label: option.label, count: option.count },
      )}
    </span>
  );
}

/** A threshold group (price max, rating min, stars min): one choice or "Any". */
export function FilterRadioGroup({ group, options, value, onChange }: GroupProps<SingleGroup>) {
  const selected = singleValue(value, group);
  // Unique per render, so a mobile and a desktop sidebar on one page do not share radio groups.
  const name = useId();
  return (
    <fieldset>
      <legend>
        <FormattedMessage id={`resultlist.filters.group.${group}`} />
      </legend>
      <label>
        <input
          type="radio"
          name={name}
          checked={selected === undefined}
          onChange={() => onChange(withSingle(value, group, undefined))}
        />
        <span>
          <FormattedMessage id="resultlist.filters.any" />
        </span>
      </label>
      {options.map((option) => {
        const number = optionNumber(option.value);
        const checked = number !== undefined && number === selected;
        return (
          <label key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={checked}
              // A chosen option stays enabled even when it no longer matches, so it can be undone.
              disabled={!option.available && !checked}
              onChange={() => onChange(withSingle(value, group, number))}
            />
            <OptionText option={option} />
          </label>
        );
      })}
    </fieldset>
  );
}

/** A multi-choice group (amenities, board, room, view types). */
export function FilterCheckboxGroup({ group, options, value, onChange }: GroupProps<MultiGroup>) {
  const selected = multiValues(value, group);
  return (
    <fieldset>
      <legend>
        <FormattedMessage id={`resultlist.filters.group.${group}`} />
      </legend>
      {options.map((option) => {
        const checked = selected.includes(option.value);
        return (
          <label key={option.value}>
            <input
              type="checkbox"
              value={option.value}
              checked={checked}
              disabled={!option.available && !checked}
              onChange={() => onChange(withToggled(value, group, option.value))}
            />
            <OptionText option={option} />
          </label>
        );
      })}
    </fieldset>
  );
}
