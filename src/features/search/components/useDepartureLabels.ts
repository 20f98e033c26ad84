import { useIntl } from 'react-intl';
import type { DepartureGroupKey } from '../../../api/types';
import { isGroupKey } from '../model/departureAirports';

// Region labels come from the catalogue ('Germany North' …), so the trigger can name a
// chosen group before the airport list has loaded.
const groupNameIds: Record<DepartureGroupKey, string> = {
  North: 'search.departure.group.North',
  South: 'search.departure.group.South',
  West: 'search.departure.group.West',
  East: 'search.departure.group.East',
};

export function useDepartureLabels() {
  const intl = useIntl();
  const groupName = (key: DepartureGroupKey) => intl.formatMessage({ id: groupNameIds[key] });
  return {
    groupName,
    /** A reported code as the trigger shows it: the airport code, or the group's name. */
    codeLabel: (code: string) => (isGroupKey(code) ? groupName(code) : code),
  };
}
