import { useState } from 'react';
import { screen } from '@testing-library/react';
import { TabList, Tabs, type TabItem } from './Tabs';
import { renderUi } from './testing/renderUi';

const items: TabItem[] = [
  { id: 'departure', label: 'Departure', content: 'Pick a departure date' },
  { id: 'return', label: 'Return', content: 'Pick a return date' },
  { id: 'flexible', label: 'Flexible', content: 'Pick a duration' },
];

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('selects the first tab and shows its panel', () => {
    renderUi(<Tabs items={items} label="Travel period" />);
    expect(screen.getByRole('tablist', { name: 'Travel period' })).toBeInTheDocument();
    expect(tab('Departure')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Departure' })).toHaveTextContent(
      'Pick a departure date',
    );
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('keeps only the selected tab in the tab order', () => {
    renderUi(<Tabs items={items} label="Travel period" defaultSelectedId="return" />);
    expect(tab('Return')).toHaveAttribute('tabindex', '0');
    expect(tab('Departure')).toHaveAttribute('tabindex', '-1');
    expect(tab('Flexible')).toHaveAttribute('tabindex', '-1');
  });

  it('moves with the arrow keys, wrapping at both ends, and with Home and End', async () => {
    const { user } = renderUi(<Tabs items={items} label="Travel period" />);
    await user.click(tab('Departure'));

    await user.keyboard('{ArrowRight}');
    expect(tab('Return')).toHaveFocus();
    expect(tab('Return')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Pick a return date');

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('Departure')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Flexible')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Departure')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('Flexible')).toHaveAttribute('aria-selected', 'true');
  });

  it('skips disabled tabs', async () => {
    const withDisabled = items.map((item) => ({ ...item, disabled: item.id === 'return' }));
    const { user } = renderUi(<Tabs items={withDisabled} label="Travel period" />);
    await user.click(tab('Departure'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Flexible')).toHaveFocus();
    await user.click(tab('Return'));
    expect(tab('Return')).toHaveAttribute('aria-selected', 'false');
  });

  it('selects on click and reports the selection', async () => {
    const onSelect = jest.fn();
    const { user } = renderUi(<Tabs items={items} label="Travel period" onSelect={onSelect} />);
    await user.click(tab('Flexible'));
    expect(tab('Flexible')).toHaveAttribute('aria-selected', 'true');
    expect(onSelect).toHaveBeenCalledWith('flexible');
  });

  it('follows the owner in controlled mode', async () => {
    const onSelect = jest.fn();
    const { user, rerender } = renderUi(
      <Tabs items={items} label="Travel period" selectedId="return" onSelect={onSelect} />,
    );
    await user.click(tab('Flexible'));
    expect(onSelect).toHaveBeenCalledWith('flexible');
    expect(tab('Return')).toHaveAttribute('aria-selected', 'true');

    rerender(<Tabs items={items} label="Travel period" selectedId="flexible" />);
    expect(tab('Flexible')).toHaveAttribute('aria-selected', 'true');
  });
});

describe('TabList', () => {
  function Countries() {
    const [selected, setSelected] = useState('es');
    return (
      <TabList
        items={[
          { id: 'es', label: 'Spain' },
          { id: 'gr', label: 'Greece' },
          { id: 'it', label: 'Italy' },
        ]}
        label="Countries"
        selectedId={selected}
        onSelect={setSelected}
        tabIdOf={(id) => `country-${id}`}
        panelIdOf={() => 'places'}
        orientation="vertical"
      />
    );
  }

  it('moves with the up and down keys when vertical, and all its tabs control one panel', async () => {
    const { user } = renderUi(<Countries />);
    expect(screen.getByRole('tablist', { name: 'Countries' })).toHaveAttribute(
      'aria-orientation',
      'vertical',
    );
    await user.click(tab('Spain'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Spain')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(tab('Greece')).toHaveFocus();
    expect(tab('Greece')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(tab('Italy')).toHaveFocus();
    for (const name of ['Spain', 'Greece', 'Italy'])
      expect(tab(name)).toHaveAttribute('aria-controls', 'places');
  });
});
