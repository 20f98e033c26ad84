import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { departureAirportList } from '../../../../demo/catalogue/destinationsView';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { DepartureFlyout } from './DepartureFlyout';
import { frameThenContent, recordOpening } from './testing/recordOpening';

const airports = departureAirportList('en');

function renderFlyout(initial: string[] = [], { loading = false } = {}) {
  const onChange = jest.fn();
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <DepartureFlyout
        value={value}
        onChange={(codes) => {
          onChange(codes);
          setValue(codes);
        }}
        airports={loading ? undefined : airports}
      />
    );
  }
  return { user: userEvent.setup(), onChange, ...renderWithProviders(<Harness />) };
}

const trigger = (name: string | RegExp) => screen.getByRole('button', { name });

describe('DepartureFlyout', () => {
  it("shows 'Any airport' while nothing is chosen", () => {
    renderFlyout();
    expect(trigger('Departure airport: Any airport')).toBeInTheDocument();
  });

  it('names a chosen region, even before the airports have loaded', async () => {
    const { user } = renderFlyout(['North', 'VIE'], { loading: true });
    await user.click(trigger('Departure airport: Germany North, VIE'));
    expect(screen.getByRole('dialog', { name: 'Departure airports' })).toHaveTextContent('Loading');
  });

  it('works by keyboard and reports the change once on Done, focus back on the trigger', async () => {
    const { user, onChange } = renderFlyout();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('searchbox', { name: 'Search airport' })).toHaveFocus();
    await user.keyboard('vienna');
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Vienna (VIE)' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).not.toHaveBeenCalled();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(['VIE']);
    expect(trigger('Departure airport: VIE')).toHaveFocus();
  });

  it('reports a full region as its key when closed with Escape', async () => {
    const { user, onChange } = renderFlyout(['HAM']);
    await user.click(trigger(/HAM/));
    await user.click(screen.getByRole('checkbox', { name: 'Germany North' }));
    await user.keyboard('{Escape}');
    expect(onChange).toHaveBeenCalledWith(['North']);
    expect(trigger('Departure airport: Germany North')).toHaveFocus();
  });

  it('reports nothing when the selection ends as it started', async () => {
    const { user, onChange } = renderFlyout(['HAM', 'BRE', 'HAJ']);
    await user.click(trigger(/HAM/));
    await user.click(screen.getByRole('checkbox', { name: 'Bremen (BRE)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Bremen (BRE)' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('DepartureFlyout opening', () => {
  it('paints its frame with the focus in the filter first, the airports right after', async () => {
    const user = userEvent.setup();
    const filter = () => screen.queryByRole('searchbox', { name: 'Search airport' });
    const { ui, states } = recordOpening(
      <DepartureFlyout value={[]} onChange={jest.fn()} airports={airports} />,
      {
        dialog: 'Departure airports',
        frame: () => [filter(), screen.queryByRole('button', { name: 'Done' })],
        content: () => screen.queryAllByRole('checkbox').length,
        room: '.hs-departure__list',
      },
    );
    renderWithProviders(ui);
    await user.click(trigger('Departure airport: Any airport'));

    const { frame, content } = frameThenContent(states);
    expect(frame?.frame).not.toContain(null);
    expect(frame?.content).toBe(0);
    // The airports fill the room the frame kept for them, the focus already in the filter.
    expect(content?.room).toBe(frame?.room);
    expect(content?.focused).toBe(filter());
    expect(screen.getByRole('checkbox', { name: 'Vienna (VIE)' })).toBeInTheDocument();
    expect(filter()).toHaveFocus();
  });
});
