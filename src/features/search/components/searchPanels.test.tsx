import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Destination } from '../../../api/types';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { setupDemoHost } from '../../../testing/setupDemoHost';
import { renderAtRoute } from '../../../testing/renderAtRoute';
import * as realPanels from './panels';
import type { SearchPanels } from './panelsChunk';
import { DestinationFlyout } from './DestinationFlyout';
import { TravellersFlyout } from './TravellersFlyout';
import { SearchMask } from './SearchMask';
import { onPhones, withMatchingMedia } from '../../../testing/mediaQueries';

setupDemoHost();

// The panels' chunk as the test serves it: each load waits until the test lets it arrive or fail.
const mockLoad = jest.fn<Promise<SearchPanels>, []>();
jest.mock('./panelsChunk', () => ({
  loadSearchPanels: () => mockLoad(),
  loadedSearchPanels: () => undefined,
}));

function chunkOnTheWay() {
  let arrive: () => void = () => undefined;
  let fail: () => void = () => undefined;
  mockLoad.mockImplementation(
    () =>
      new Promise<SearchPanels>((resolve, reject) => {
        arrive = () => resolve(realPanels);
        fail = () => reject(new Error('chunk lost'));
      }),
  );
  return {
    arrive: () => act(async () => arrive()),
    fail: () => act(async () => fail()),
  };
}

const tree: Destination[] = [
  {
    id: 'gr',
    name: 'Greece',
    type: 'country',
    level: 1,
    children: [{ id: 'gr-crete', name: 'Crete', type: 'region', level: 2, children: [] }],
  },
];

function renderFlyouts() {
  const onChange = jest.fn();
  renderWithProviders(
    <>
      <DestinationFlyout value={[]} onChange={onChange} tree={tree} />
      <TravellersFlyout
        value={{ adultsCount: 2, childrenBirthDates: [] }}
        onChange={onChange}
        travelDate="2027-07-15"
        childAgeControl
      />
    </>,
  );
  return { user: userEvent.setup() };
}

const destination = () => screen.getByRole('button', { name: /^Destination:/ });
const travellers = () => screen.getByRole('button', { name: /Persons$/ });
const busyRoom = (dialog: HTMLElement) => dialog.querySelector('[aria-busy="true"]');

describe('search panels loaded on intent', () => {
  it.each([
    ['the pointer reaches', (field: HTMLElement) => fireEvent.pointerEnter(field)],
    ['the pointer presses', (field: HTMLElement) => fireEvent.pointerDown(field)],
    ['a finger touches', (field: HTMLElement) => fireEvent.touchStart(field)],
    ['the focus reaches', (field: HTMLElement) => act(() => field.focus())],
  ])('asks for the chunk when %s a field, before its panel opens', (_, intent) => {
    chunkOnTheWay();
    renderFlyouts();
    expect(mockLoad).not.toHaveBeenCalled();
    intent(destination());
    expect(mockLoad).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opened by keyboard before the chunk is in: a busy frame of the final size, then the panel with the focus', async () => {
    const chunk = chunkOnTheWay();
    const { user } = renderFlyouts();
    await user.tab();
    expect(destination()).toHaveFocus();
    await user.keyboard('{Enter}');

    const dialog = screen.getByRole('dialog', { name: 'Destination' });
    expect(busyRoom(dialog)).toHaveStyle({ width: '18rem', height: '24.67rem' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading');
    expect(within(dialog).queryByRole('searchbox')).not.toBeInTheDocument();

    await chunk.arrive();
    const filter = within(dialog).getByRole('searchbox', { name: 'Filter destinations' });
    expect(filter).toHaveFocus();
    expect(busyRoom(dialog)).toBeNull();
    expect(await within(dialog).findByRole('checkbox', { name: 'Crete' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(destination()).toHaveFocus();
  });

  it('opened by pointer before the chunk is in: the panel arrives into the open frame', async () => {
    const chunk = chunkOnTheWay();
    const { user } = renderFlyouts();
    await user.click(travellers());
    const dialog = screen.getByRole('dialog', { name: 'Travellers' });
    expect(busyRoom(dialog)).toHaveStyle({ width: '18rem', height: '10.9375rem' });
    expect(within(dialog).queryByRole('button', { name: 'More adults' })).not.toBeInTheDocument();

    await chunk.arrive();
    await user.click(within(dialog).getByRole('button', { name: 'More adults' }));
    expect(within(dialog).getByText('3 adults')).toBeInTheDocument();
  });

  it('says so when the chunk could not load, and loads it again on request', async () => {
    const chunk = chunkOnTheWay();
    const { user } = renderFlyouts();
    await user.click(destination());
    await chunk.fail();

    const dialog = screen.getByRole('dialog', { name: 'Destination' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This part of the search could not be loaded.',
    );
    expect(busyRoom(dialog)).toBeNull();
    // The rest of the mask stays as it was.
    expect(travellers()).toBeInTheDocument();

    const retry = chunkOnTheWay();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(mockLoad).toHaveBeenCalledTimes(2);
    expect(busyRoom(dialog)).not.toBeNull();
    await retry.arrive();
    expect(within(dialog).getByRole('searchbox', { name: 'Filter destinations' })).toHaveFocus();
  });
});

describe('the full-screen mask of small screens loaded on intent', () => {
  withMatchingMedia(onPhones);

  it('asks for the chunk on a touch of the summary bar, and opens its frame at once', async () => {
    const chunk = chunkOnTheWay();
    renderAtRoute(<SearchMask />, '/en-gb/search?dest=gr-crete', 'resultlist');
    const bar = screen.getByRole('button', { name: /^Change search:/ });
    fireEvent.touchStart(bar);
    expect(mockLoad).toHaveBeenCalledTimes(1);

    fireEvent.click(bar);
    const dialog = screen.getByRole('dialog', { name: 'Search holidays' });
    expect(within(dialog).getByRole('button', { name: 'Close search' })).toHaveFocus();
    expect(busyRoom(dialog)).not.toBeNull();
    expect(within(dialog).queryByRole('search')).not.toBeInTheDocument();

    await chunk.arrive();
    expect(within(dialog).getByRole('search', { name: 'Search holidays' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('grid')).toHaveLength(12);
    expect(within(dialog).getByRole('button', { name: 'Close search' })).toHaveFocus();
  });
});
