import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { AncillaryGroup, AncillaryType } from '../../../../api/types';
import type { AppStore } from '../../../../store/makeStore';
import { renderWithProviders } from '../../../../testing/renderWithProviders';
import { ExtrasStep, type ExtrasStepProps } from '../components/ExtrasStep';
import { isTransferGroup, rentalCarRemovedBy, selectedExtras } from '../extrasRules';
import { allGroups, offerFlights } from './extrasFixtures';

export const conditions = [
  { title: 'Minimum age', text: 'The driver must be at least 21 years old.' },
  { title: 'Fuel policy', text: 'Full to full.' },
];

function defaultProps(): ExtrasStepProps {
  return {
    groups: allGroups(),
    loadingByType: {},
    onChoose: jest.fn(),
    onProceed: jest.fn(),
    onBack: jest.fn(),
    busy: false,
    currency: 'EUR',
    flights: offerFlights(),
    loadRentalCarConditions: jest.fn(() => Promise.resolve(conditions)),
  };
}

/** The step with every type offered; props override the defaults. */
export function renderExtrasStep(
  overrides: Partial<ExtrasStepProps> = {},
  options: { language?: 'en' | 'de'; store?: AppStore } = {},
) {
  const props = { ...defaultProps(), ...overrides };
  const user = userEvent.setup();
  const rendered = renderWithProviders(<ExtrasStep {...props} />, options);
  return { user, props, ...rendered };
}

/** Applies a choice as the demo host does: one transfer drops a selected rental car. */
function applyChoice(groups: AncillaryGroup[], type: AncillaryType, refIds: string[]) {
  const removesCar =
    type === 'transfer' && rentalCarRemovedBy(refIds[0] ?? null, selectedExtras(groups));
  const next = groups.map((group): AncillaryGroup => {
    if (isTransferGroup(group))
      return type === 'transfer' ? { ...group, selectedRefId: refIds[0] ?? null } : group;
    const chosen =
      group.type === type ? refIds : removesCar && group.type === 'rentalCar' ? [] : null;
    if (!chosen) return group;
    return {
      ...group,
      options: group.options.map((option) => ({
        ...option,
        selected: chosen.includes(option.refId),
      })),
    };
  });
  return { next, removesCar };
}

/** The step as the checkout page drives it, with the server's answers applied at once. */
function ExtrasHarness({ initial }: { initial: AncillaryGroup[] }) {
  const [groups, setGroups] = useState(initial);
  const [notice, setNotice] = useState<'rentalCarRemoved' | undefined>();
  return (
    <ExtrasStep
      {...defaultProps()}
      groups={groups}
      notice={notice}
      onChoose={(type, refIds) => {
        const { next, removesCar } = applyChoice(groups, type, refIds);
        setGroups(next);
        setNotice(removesCar ? 'rentalCarRemoved' : undefined);
      }}
    />
  );
}

export function renderExtrasHarness(initial: AncillaryGroup[]) {
  const user = userEvent.setup();
  return { user, ...renderWithProviders(<ExtrasHarness initial={initial} />) };
}
