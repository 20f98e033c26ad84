import { screen, within } from '@testing-library/react';
import { readXssVectors } from '../../../testing/xssVectors';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Destination, DestinationType } from '../../../api/types';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import type { SelectedDestination } from '../model/searchTypes';
import { DestinationFlyout } from './DestinationFlyout';
import { DestinationPanel, type DestinationPanelProps } from './DestinationPanel';

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
    place('Mallorca', 'region', [place('Palma', 'city'), place('Alcúdia', 'city')]),
    place('Ibiza', 'region'),
  ]),
  place('Greece', 'country', [
    ...['Crete', 'Rhodes', 'Kos', 'Corfu', 'Zakynthos', 'Halkidiki'].map((n) => place(n, 'region')),
  ]),
  place('Portugal', 'country', [place('Algarve', 'region'), place('Madeira', 'region')]),
];
const chosen = (name: string, type: DestinationType = 'region'): SelectedDestination => ({
  id: `id-${name}`,
  name,
  type,
  level: levels[type],
});

function Harness(props: Partial<DestinationPanelProps> & { onChangeSpy?: jest.Mock }) {
  const { onChangeSpy, value: initial = [], ...rest } = props;
  const [value, setValue] = useState(initial);
  const onChange = (next: SelectedDestination[]) => {
    onChangeSpy?.(next);
    setValue(next);
  };
  return <DestinationPanel tree={tree} {...rest} value={value} onChange={onChange} />;
}

function renderPanel(props: Parameters<typeof Harness>[0] = {}, language: 'en' | 'de' = 'en') {
  return { user: userEvent.setup(), ...renderWithProviders(<Harness {...props} />, { language }) };
}

const countryTab = (name: string) => screen.getByRole('tab', { name });
const places = () => screen.getByRole('tabpanel');

describe('DestinationPanel', () => {
  it('shows a loader until the tree arrives', () => {
    renderPanel({ tree: undefined });
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it("lists the countries and the active country's places, headed by the whole country", () => {
    renderPanel();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Spain',
      'Greece',
      'Portugal',
    ]);
    expect(countryTab('Spain')).toHaveAttribute('aria-selected', 'true');
    const names = within(places())
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent);
    expect(names).toEqual(['All of Spain', 'Mallorca', 'Palma', 'Alcúdia', 'Ibiza']);
  });

  it('opens on the country of the first chosen destination', () => {
    renderPanel({ value: [chosen('Madeira')] });
    expect(countryTab('Portugal')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('checkbox', { name: 'Madeira' })).toBeChecked();
  });

  it('moves between countries with the arrow keys, Home and End', async () => {
    const { user } = renderPanel();
    countryTab('Spain').focus();
    await user.keyboard('{ArrowDown}');
    expect(countryTab('Greece')).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Crete' })).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(countryTab('Portugal')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(countryTab('Spain')).toHaveFocus();
    await user.keyboard('{ArrowUp}{Home}');
    expect(countryTab('Spain')).toHaveAttribute('aria-selected', 'true');
  });

  it('filters countries and places, and says when nothing matches', async () => {
    const { user } = renderPanel();
    const filter = screen.getByRole('searchbox', { name: 'Filter destinations' });
    await user.type(filter, 'alcud');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Spain']);
    expect(screen.getByRole('checkbox', { name: 'Alcúdia' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Ibiza' })).not.toBeInTheDocument();
    await user.type(filter, 'xyz');
    expect(screen.getByText('No destinations for your criteria')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('does not submit an enclosing search form on Enter in the filter', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const user = userEvent.setup();
    renderWithProviders(
      <form aria-label="Search" onSubmit={onSubmit}>
        <Harness />
      </form>,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Filter destinations' }), 'kos{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows picks as removable tags', async () => {
    const onChangeSpy = jest.fn();
    const { user } = renderPanel({ onChangeSpy });
    await user.click(screen.getByRole('checkbox', { name: 'Palma' }));
    await user.click(screen.getByRole('checkbox', { name: 'Ibiza' }));
    const tags = screen.getByRole('list', { name: 'Selected destinations' });
    expect(
      within(tags)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Remove Palma', 'Remove Ibiza']);
    await user.click(screen.getByRole('checkbox', { name: 'Palma' }));
    expect(onChangeSpy).toHaveBeenLastCalledWith([chosen('Ibiza')]);
  });

  it('moves the focus on to the next tag, then to the filter, as tags are removed', async () => {
    const { user } = renderPanel({ value: [chosen('Kos'), chosen('Crete')] });
    screen.getByRole('button', { name: 'Remove Kos' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Remove Crete' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('list', { name: 'Selected destinations' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Filter destinations' })).toHaveFocus();
  });

  it('refuses a sixth destination and explains the limit', async () => {
    const five = ['Crete', 'Rhodes', 'Kos', 'Corfu', 'Zakynthos'].map((n) => chosen(n));
    const onChangeSpy = jest.fn();
    const { user } = renderPanel({ value: five, onChangeSpy });
    const sixth = screen.getByRole('checkbox', { name: 'Halkidiki' });
    expect(sixth).toHaveAttribute('aria-disabled', 'true');
    expect(sixth).toHaveAccessibleDescription(
      'You can choose up to 5 destinations. Remove one to choose another.',
    );
    await user.click(sixth);
    expect(sixth).not.toBeChecked();
    expect(onChangeSpy).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove Kos' }));
    await user.click(sixth);
    expect(sixth).toBeChecked();
  });

  it('replaces the pick and finishes at once in single-destination mode', async () => {
    const onDone = jest.fn();
    const onChangeSpy = jest.fn();
    const { user } = renderPanel({ single: true, value: [chosen('Ibiza')], onDone, onChangeSpy });
    await user.click(screen.getByRole('checkbox', { name: 'Palma' }));
    expect(onChangeSpy).toHaveBeenCalledWith([chosen('Palma', 'city')]);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('offers Done only to an owner that listens for it', async () => {
    const onDone = jest.fn();
    const { user, unmount } = renderPanel({ onDone });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    unmount();
    renderPanel();
    expect(screen.queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();
  });

  it('speaks German', async () => {
    const { user } = renderPanel({ value: [chosen('Kos')], onDone: jest.fn() }, 'de');
    expect(screen.getByRole('button', { name: 'Kos entfernen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fertig' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Reiseziele filtern' }), 'xyz');
    expect(screen.getByText('Keine Reiseziele für Ihre Kriterien')).toBeInTheDocument();
  });
});

const vectors = readXssVectors();

describe('hostile destination names', () => {
  it('has vectors to test with', () => {
    expect(vectors.length).toBeGreaterThan(100);
  });

  it.each(vectors)('shows %s as text in the trigger, tabs, places and tags', (vector) => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const hostileTree = [place(vector, 'country', [place(vector, 'region')])];
    hostileTree[0]!.children[0]!.id = 'hostile-region';
    const selection = [chosen(vector, 'country')];
    const { container } = renderWithProviders(
      <>
        <DestinationFlyout value={selection} tree={hostileTree} onChange={jest.fn()} />
        <DestinationPanel value={selection} tree={hostileTree} onChange={jest.fn()} />
      </>,
    );
    // Only the elements the components build: nothing from the name became markup.
    const tags = new Set([...container.querySelectorAll('*')].map((el) => el.tagName));
    expect([...tags].sort()).toEqual(['BUTTON', 'DIV', 'INPUT', 'LABEL', 'LI', 'P', 'SPAN', 'UL']);
    expect(screen.getByRole('tab').textContent).toBe(vector);
    expect(screen.getByRole('button', { name: /^Destination:/ }).textContent).toContain(vector);
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(alert).not.toHaveBeenCalled();
  });
});
