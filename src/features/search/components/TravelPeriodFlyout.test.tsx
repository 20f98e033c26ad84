import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import type { TravelPeriodValue } from '../model/searchTypes';
import { loadSearchPanels } from './panelsChunk';
import { TravelPeriodFlyout } from './TravelPeriodFlyout';
import { TravelPeriodPanel } from './TravelPeriodPanel';
import { frameThenContent, recordOpening } from './testing/recordOpening';

const today = '2026-05-20';
const june: TravelPeriodValue = {
  departureDate: '2026-06-10',
  returnDate: '2026-06-17',
  duration: '7',
  exact: false,
};

function Harness({ onChange }: { onChange: (value: TravelPeriodValue) => void }) {
  const [value, setValue] = useState(june);
  const change = (next: TravelPeriodValue) => {
    onChange(next);
    setValue(next);
  };
  return <TravelPeriodFlyout value={value} onChange={change} today={today} />;
}

function renderFlyout(language: 'en' | 'de' = 'en') {
  const onChange = jest.fn();
  const user = userEvent.setup();
  renderWithProviders(<Harness onChange={onChange} />, { language });
  return { user, onChange };
}

const trigger = () => screen.getByRole('button', { name: /^Travel period/ });
const day = (name: string | RegExp) => screen.getByRole('button', { name });

/** Opens by keyboard and waits for the lazily loaded panel to take the focus. */
async function openByKeyboard(user: ReturnType<typeof userEvent.setup>) {
  await user.tab();
  expect(trigger()).toHaveFocus();
  await user.keyboard('{Enter}');
  const dialog = screen.getByRole('dialog', { name: 'Travel period' });
  expect(await screen.findByRole('tab', { name: /^Departure/ })).toHaveFocus();
  return dialog;
}

describe('TravelPeriodFlyout', () => {
  it('shows the chosen dates as DD.MM.YY and the duration on its trigger', () => {
    renderFlyout();
    expect(trigger()).toHaveAccessibleName('Travel period: 10.06.26 – 17.06.26, 7 nights');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('speaks German on a German page', () => {
    renderFlyout('de');
    expect(
      screen.getByRole('button', { name: 'Reisezeitraum: 10.06.26 – 17.06.26, 7 Nächte' }),
    ).toBeInTheDocument();
  });

  it('is used entirely by keyboard: open, move, pick departure and return, confirm', async () => {
    const { user, onChange } = renderFlyout();
    await openByKeyboard(user);

    await user.tab(); // previous month
    await user.tab(); // next month
    await user.tab();
    expect(day('Wednesday, 10 June 2026, departure date')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(screen.getByRole('tab', { name: /^Return/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).not.toHaveBeenCalled();

    await user.tab(); // exact dates
    await user.tab(); // duration
    await user.tab();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({
      ...june,
      departureDate: '2026-06-12',
      returnDate: '2026-06-26',
    });
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveAccessibleName('Travel period: 12.06.26 – 26.06.26, 7 nights');
  });

  it('reports a changed period when closed with Escape, returning focus to the trigger', async () => {
    const { user, onChange } = renderFlyout();
    await openByKeyboard(user);
    await user.click(screen.getByRole('checkbox', { name: 'Exact dates' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    expect(onChange).toHaveBeenCalledWith({ ...june, exact: true });
  });

  it('reports nothing when the period did not change', async () => {
    const { user, onChange } = renderFlyout();
    await openByKeyboard(user);
    await user.keyboard('{Escape}');
    expect(trigger()).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps a departure awaiting its return open on Done, says what is missing, then applies', async () => {
    const { user, onChange } = renderFlyout();
    await user.click(trigger());
    await user.click(await screen.findByRole('button', { name: 'Wednesday, 24 June 2026' }));
    expect(screen.getByRole('tab', { name: /^Return/ })).toHaveTextContent('not chosen yet');
    await user.click(screen.getByRole('button', { name: 'Done' }));

    expect(screen.getByRole('dialog', { name: 'Travel period' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose your return date.');
    expect(screen.getByRole('tab', { name: /^Return/ })).toHaveFocus();
    expect(screen.getByRole('tab', { name: /^Departure/ })).toHaveTextContent('24.06.26');
    expect(onChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: /^Wednesday, 1 July 2026/ }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith(
      expect.objectContaining({ departureDate: '2026-06-24', returnDate: '2026-07-01' }),
    );
  });

  it('starts each opening from the current value', async () => {
    const { user } = renderFlyout();
    await user.click(trigger());
    await user.click(await screen.findByRole('button', { name: 'Wednesday, 24 June 2026' }));
    await user.click(trigger());
    await user.click(trigger());
    expect(await screen.findByRole('tab', { name: /^Departure/ })).toHaveTextContent('10.06.26');
    expect(screen.getByRole('tab', { name: /^Return/ })).toHaveTextContent('17.06.26');
  });

  it('loads the panel with the search panels, ahead of the click', async () => {
    await expect(loadSearchPanels()).resolves.toMatchObject({ TravelPeriodPanel });
  });
});

describe('TravelPeriodFlyout opening', () => {
  it('paints its frame with the focus on the departure tab first, the days right after', async () => {
    await loadSearchPanels();
    const user = userEvent.setup();
    const { ui, states } = recordOpening(<Harness onChange={jest.fn()} />, {
      dialog: 'Travel period',
      frame: () => [
        screen.queryByRole('tab', { name: /^Departure/ }),
        screen.queryByRole('tab', { name: /^Return/ }),
        screen.queryByText('June 2026'),
        screen.queryByText('July 2026'),
        screen.queryByRole('button', { name: 'Done' }),
      ],
      content: () => screen.queryAllByRole('grid').length,
    });
    renderWithProviders(ui);
    await user.click(trigger());

    const { frame, content } = frameThenContent(states);
    expect(frame?.frame).not.toContain(null);
    expect(frame?.content).toBe(0);
    // Both months' days arrive with the focus already on the departure tab.
    const departureTab = screen.getByRole('tab', { name: /^Departure/ });
    expect(content?.content).toBe(2);
    expect(content?.focused).toBe(departureTab);
    expect(departureTab).toHaveFocus();
  });
});
