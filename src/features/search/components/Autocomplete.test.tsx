import { screen, within } from '@testing-library/react';
import { readXssVectors } from '../../../testing/xssVectors';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { AutocompleteOption, DestinationType } from '../../../api/types';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { Flyout } from '../../../ui/Flyout';
import { Autocomplete, type AutocompleteProps } from './Autocomplete';

const levels: Record<DestinationType, number> = {
  country: 1,
  region: 2,
  city: 3,
  poi: 4,
  hotel: 5,
};
function option(label: string, type: DestinationType, optionPath?: string): AutocompleteOption {
  const id = `${type}-${label}`;
  return {
    value: id,
    label,
    // Deliberately hostile: the component must build its own highlight, never render this.
    highlightedLabel: '<img src=x onerror="alert(1)">',
    data: { id, type, level: levels[type], path: optionPath },
  };
}
const answer = [
  option('Palma', 'city', 'Spain > Mallorca > Palma'),
  option('Playa de Palma', 'city', 'Spain > Mallorca > Playa de Palma'),
  option('Hotel Palma Bay', 'hotel', 'Spain > Mallorca'),
];

type HarnessProps = Partial<Omit<AutocompleteProps, 'query' | 'onQueryChange'>> & {
  initialQuery?: string;
};

/** Plays the owner: answers from two characters on, as the saga does. */
function Harness({ initialQuery = '', options = answer, ...rest }: HarnessProps) {
  const [query, setQuery] = useState(initialQuery);
  return (
    <Autocomplete
      label="Destination or hotel"
      status="resolved"
      showNoResults={false}
      onPick={jest.fn()}
      {...rest}
      query={query}
      onQueryChange={setQuery}
      options={query.trim().length >= 2 ? options : []}
    />
  );
}

function renderAutocomplete(props: HarnessProps = {}) {
  return { user: userEvent.setup(), ...renderWithProviders(<Harness {...props} />) };
}

const combobox = () => screen.getByRole('combobox', { name: 'Destination or hotel' });

describe('Autocomplete', () => {
  it('is a collapsed combobox controlling its listbox until there is something to show', async () => {
    const { user } = renderAutocomplete();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveAttribute('aria-autocomplete', 'list');
    await user.type(combobox(), 'p');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    await user.type(combobox(), 'a');
    const listbox = screen.getByRole('listbox', { name: 'Destination or hotel' });
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(combobox()).toHaveAttribute('aria-controls', listbox.id);
    expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    expect(screen.getByText('3 suggestions')).toBeInTheDocument();
  });

  it('moves through the options with the arrow keys and picks with Enter', async () => {
    const onPick = jest.fn();
    const { user } = renderAutocomplete({ onPick });
    await user.type(combobox(), 'pa');
    const [first, second, third] = screen.getAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', first!.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', first!.id);
    await user.keyboard('{ArrowUp}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', third!.id);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(second).toBeDefined();
    expect(onPick).toHaveBeenCalledWith(answer[1]);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');
    expect(combobox()).toHaveFocus();
  });

  it('leaves Enter alone while no option is highlighted', async () => {
    const onPick = jest.fn();
    const { user } = renderAutocomplete({ onPick });
    await user.type(combobox(), 'pa{Enter}');
    expect(onPick).not.toHaveBeenCalled();
  });

  it('closes on Escape, clears on a second Escape and reopens with the down arrow', async () => {
    const { user } = renderAutocomplete();
    await user.type(combobox(), 'pal');
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveValue('pal');
    await user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(combobox()).toHaveAttribute(
      'aria-activedescendant',
      screen.getAllByRole('option')[0]!.id,
    );
    await user.keyboard('{Escape}{Escape}');
    expect(combobox()).toHaveValue('');
  });

  it('keeps an enclosing flyout open on the Escape that closes the list', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Flyout label="Search" panelLabel="Search panel" defaultOpen>
        <Harness />
      </Flyout>,
    );
    await user.type(combobox(), 'pal{Escape}');
    expect(screen.getByRole('dialog', { name: 'Search panel' })).toBeInTheDocument();
  });

  it('picks with a click', async () => {
    const onPick = jest.fn();
    const { user } = renderAutocomplete({ onPick });
    await user.type(combobox(), 'pa');
    await user.click(screen.getAllByRole('option')[2]!);
    expect(onPick).toHaveBeenCalledWith(answer[2]);
  });

  it('emphasises the typed text and tells hotels from places by type and path', async () => {
    const { user } = renderAutocomplete();
    await user.type(combobox(), 'PALM');
    const [palma, playa, hotel] = screen.getAllByRole('option');
    expect(within(palma!).getByText('Palm').tagName).toBe('STRONG');
    expect(within(playa!).getByText('Palm').tagName).toBe('STRONG');
    expect(palma!.textContent).toBe('Palma City · Spain > Mallorca');
    expect(hotel!.textContent).toBe('Hotel Palma Bay Hotel · Spain > Mallorca');
  });

  it.each([
    ['loading', false, 'Searching…'],
    ['resolved', true, 'No Results'],
    ['rejected', false, 'Suggestions could not be loaded. Please try again.'],
  ] as const)('tells %s (no results shown: %s) as "%s"', async (status, showNoResults, text) => {
    const { user } = renderAutocomplete({ status, showNoResults, options: [] });
    await user.type(combobox(), 'zz');
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('waits for the owner before saying there are no results', async () => {
    const { user } = renderAutocomplete({ options: [] });
    await user.type(combobox(), 'zz');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('speaks German', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness status="resolved" showNoResults options={[]} />, {
      language: 'de',
    });
    await user.type(combobox(), 'zz');
    expect(screen.getByRole('status')).toHaveTextContent('Keine Ergebnisse');
  });
});

const vectors = readXssVectors();

describe('hostile option labels', () => {
  it('has vectors to test with', () => {
    expect(vectors.length).toBeGreaterThan(100);
  });

  it.each(vectors)('shows %s as text', async (vector) => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const options = [
      { ...option(vector, 'city', `${vector} > ${vector}`), highlightedLabel: vector },
      { ...option(vector, 'hotel', vector), highlightedLabel: vector },
    ];
    const start = vector.slice(0, 3);
    const user = userEvent.setup();
    const { container } = renderWithProviders(
      <Harness options={options} initialQuery={start.trim().length >= 2 ? start : 'zz'} />,
    );
    await user.click(combobox());
    // Only the elements the component builds: nothing from the label became markup.
    const tags = new Set([...container.querySelectorAll('*')].map((el) => el.tagName));
    expect([...tags].every((tag) => ['DIV', 'INPUT', 'SPAN', 'STRONG'].includes(tag))).toBe(true);
    const [city, hotel] = screen.getAllByRole('option');
    expect(city!.textContent?.startsWith(`${vector} City · `)).toBe(true);
    expect(hotel!.textContent).toBe(`${vector} Hotel · ${vector}`);
    expect(alert).not.toHaveBeenCalled();
  });
});
