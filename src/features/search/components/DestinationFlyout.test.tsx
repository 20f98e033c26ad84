import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import type { Destination, DestinationType } from '../../../api/types';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import type { SelectedDestination } from '../model/searchTypes';
import { DestinationFlyout, type DestinationFlyoutProps } from './DestinationFlyout';
import { frameThenContent, recordOpening } from './testing/recordOpening';

const levels: Record<DestinationType, number> = {
  country: 1,
  region: 2,
  city: 3,
  poi: 4,
  hotel: 5,
};
const place = (name: string, type: DestinationType, children: Destination[] = []) => ({
  id: `id-${name}`,
  name,
  type,
  level: levels[type],
  children,
});
const tree: Destination[] = [
  place('Spain', 'country', [
    place('Mallorca', 'region', [place('Palma', 'city')]),
    place('Ibiza', 'region'),
  ]),
  place('Greece', 'country', [place('Crete', 'region'), place('Rhodes', 'region')]),
];
const chosen = (name: string, type: DestinationType = 'region'): SelectedDestination => ({
  id: `id-${name}`,
  name,
  type,
  level: levels[type],
});

/** Holds the value like the search mask does, so the trigger shows what was reported. */
function Harness({ onChange, value: initial = [], ...rest }: Partial<DestinationFlyoutProps>) {
  const [value, setValue] = useState(initial);
  return (
    <DestinationFlyout
      tree={tree}
      {...rest}
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

function renderFlyout(props: Partial<DestinationFlyoutProps> = {}) {
  const onChange = jest.fn();
  const view = renderWithProviders(<Harness onChange={onChange} {...props} />);
  return { user: userEvent.setup(), onChange, ...view };
}

const trigger = () => screen.getByRole('button', { name: /^Destination:/ });

/** Tabs forward (the panel traps focus, so this wraps) until `name` has the focus. */
async function tabTo(user: UserEvent, role: 'button' | 'checkbox' | 'tab', name: string) {
  for (let step = 0; step < 30; step += 1) {
    if (screen.queryByRole(role, { name }) === document.activeElement) return;
    await user.tab();
  }
  throw new Error(`${role} '${name}' never got the focus`);
}

describe('DestinationFlyout', () => {
  it('shows a placeholder, then the chosen names, on its trigger', () => {
    const { unmount } = renderFlyout();
    expect(trigger()).toHaveAccessibleName('Destination: Where to?');
    unmount();
    renderFlyout({ value: ['Kos', 'Crete', 'Rhodes', 'Ibiza'].map((n) => chosen(n)) });
    expect(trigger()).toHaveAccessibleName('Destination: Kos, Crete +2');
  });

  it('is used by keyboard alone: pick a country and two places, remove a tag, Done', async () => {
    const { user, onChange } = renderFlyout();
    trigger().focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Destination' })).toBeInTheDocument();

    await tabTo(user, 'tab', 'Spain');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Greece' })).toHaveAttribute('aria-selected', 'true');
    await tabTo(user, 'checkbox', 'Crete');
    await user.keyboard(' ');
    await tabTo(user, 'checkbox', 'Rhodes');
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Crete' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Rhodes' })).toBeChecked();

    await tabTo(user, 'button', 'Remove Crete');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Remove Crete' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Rhodes' })).toHaveFocus();

    await tabTo(user, 'button', 'Done');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith([chosen('Rhodes')]);
    expect(trigger()).toHaveAccessibleName('Destination: Rhodes');
  });

  it('closes on Escape with the focus back on the trigger, reporting a change once', async () => {
    const { user, onChange } = renderFlyout();
    await user.click(trigger());
    await user.click(screen.getByRole('checkbox', { name: 'Ibiza' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith([chosen('Ibiza')]);
  });

  it('reports nothing when the selection is back to what it opened with', async () => {
    const { user, onChange } = renderFlyout({ value: [chosen('Ibiza'), chosen('Crete')] });
    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: 'Remove Ibiza' }));
    await user.click(screen.getByRole('tab', { name: 'Spain' }));
    await user.click(screen.getByRole('checkbox', { name: 'Ibiza' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await user.click(trigger());
    await user.keyboard('{Escape}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('selects the children of a country chosen alone', async () => {
    const { user, onChange } = renderFlyout();
    await user.click(trigger());
    await user.click(screen.getByRole('checkbox', { name: 'All of Spain' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onChange).toHaveBeenCalledWith([chosen('Mallorca'), chosen('Ibiza')]);
  });

  it('closes on the first pick in single-destination mode', async () => {
    const { user, onChange } = renderFlyout({ single: true, value: [chosen('Crete')] });
    await user.click(trigger());
    await user.click(screen.getByRole('tab', { name: 'Spain' }));
    await user.click(screen.getByRole('checkbox', { name: 'Palma' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith([chosen('Palma', 'city')]);
  });

  it('shows a loader while the destinations are loading', async () => {
    const { user } = renderFlyout({ tree: undefined });
    await user.click(trigger());
    expect(screen.getByText('Loading')).toBeInTheDocument();
  });
});

describe('DestinationFlyout opening', () => {
  it('paints its frame with the focus on the first tag first, the countries right after', async () => {
    const user = userEvent.setup();
    const { ui, states } = recordOpening(<Harness value={[chosen('Crete')]} />, {
      dialog: 'Destination',
      frame: () => [
        screen.queryByRole('searchbox', { name: 'Filter destinations' }),
        screen.queryByRole('button', { name: 'Done' }),
      ],
      content: () => screen.queryAllByRole('tab').length,
      room: '.hs-destination-panel__lists',
    });
    renderWithProviders(ui);
    await user.click(trigger());

    const { frame, content } = frameThenContent(states);
    expect(frame?.frame).not.toContain(null);
    expect(frame?.content).toBe(0);
    // The lists fill the room the frame kept for them, the focus already on the first tag.
    const firstTag = screen.getByRole('button', { name: 'Remove Crete' });
    expect(content?.room).toBe(frame?.room);
    expect(content?.focused).toBe(firstTag);
    expect(screen.getByRole('tab', { name: 'Greece', selected: true })).toBeInTheDocument();
    expect(firstTag).toHaveFocus();
  });
});
