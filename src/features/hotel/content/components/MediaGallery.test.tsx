import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../testing/renderWithProviders';
import { galleryItems } from '../model/gallery';
import { testHotelInfo } from '../testing/hotelFixtures';
import MediaGallery from './MediaGallery';

// Images: Lobby (hotel), Pool 1 (pool), Room (room), Pool 2 (pool); then the beach video.
const items = galleryItems(testHotelInfo().media);

function renderGallery(preferVideo = false) {
  const onClose = jest.fn();
  const view = renderWithProviders(
    <MediaGallery
      items={items}
      hotelName="Hotel Sol de Mallorca"
      preferVideo={preferVideo}
      onClose={onClose}
    />,
  );
  return { onClose, user: userEvent.setup(), ...view };
}

const dialog = () => screen.getByRole('dialog', { name: 'Photos and videos' });
const category = () => within(dialog()).getByRole('combobox', { name: 'Category' });
const position = () => within(dialog()).getByText(/^\d+ \/ \d+$/).textContent;
const shownImage = () => within(dialog()).getByRole('img').getAttribute('alt');

describe('media gallery modal', () => {
  it("starts on 'all' and lists only the categories that exist, with their counts", () => {
    renderGallery();
    expect(category()).toHaveValue('all');
    expect(
      within(category())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All (5)', 'Hotel (1)', 'Rooms (1)', 'Pool (2)', 'Beach (1)']);
    expect(position()).toBe('1 / 5');
    expect(shownImage()).toBe('Lobby');
  });

  it('shows images first, then videos, and steps with named previous and next buttons', async () => {
    const { user } = renderGallery();
    const next = within(dialog()).getByRole('button', { name: 'Next' });
    for (const alt of ['Pool 1', 'Room', 'Pool 2']) {
      await user.click(next);
      expect(shownImage()).toBe(alt);
    }
    await user.click(next);
    expect(position()).toBe('5 / 5');
    expect(within(dialog()).getByLabelText('Beach video')).toHaveAttribute('controls');
    await user.click(next);
    expect(position()).toBe('1 / 5');
    await user.click(within(dialog()).getByRole('button', { name: 'Previous' }));
    expect(position()).toBe('5 / 5');
  });

  it('opens on the first video when the video button was used', () => {
    renderGallery(true);
    expect(position()).toBe('5 / 5');
    const video = within(dialog()).getByLabelText('Beach video');
    expect(video).toHaveAttribute('poster', '/demo-media/hotel/4711/0.svg');
    expect((video as HTMLVideoElement).muted).toBe(true);
  });

  it('starts again at the first item of a category when the category changes', async () => {
    const { user } = renderGallery(true);
    await user.selectOptions(category(), 'pool');
    expect(position()).toBe('1 / 2');
    expect(shownImage()).toBe('Pool 1');
    await user.click(within(dialog()).getByRole('button', { name: 'Next' }));
    expect(shownImage()).toBe('Pool 2');
    await user.selectOptions(category(), 'all');
    expect(position()).toBe('1 / 5');
  });

  it('steps with the arrow keys, but leaves them to the category dropdown', async () => {
    const { user } = renderGallery();
    within(dialog()).getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(position()).toBe('3 / 5');
    await user.keyboard('{ArrowLeft}');
    expect(position()).toBe('2 / 5');
    category().focus();
    await user.keyboard('{ArrowRight}');
    expect(position()).toBe('2 / 5');
  });

  it('steps with a sideways swipe, and not with a tap or a vertical drag', async () => {
    const { user } = renderGallery();
    const swipe = async (from: [number, number], to: [number, number]) => {
      const target = within(dialog()).getByRole('img');
      await user.pointer([
        { keys: '[TouchA>]', target, coords: { clientX: from[0], clientY: from[1] } },
        { pointerName: 'TouchA', target, coords: { clientX: to[0], clientY: to[1] } },
        { keys: '[/TouchA]', target, coords: { clientX: to[0], clientY: to[1] } },
      ]);
    };
    await swipe([300, 100], [120, 110]);
    expect(position()).toBe('2 / 5');
    await swipe([100, 100], [300, 90]);
    expect(position()).toBe('1 / 5');
    await swipe([100, 100], [110, 100]);
    await swipe([100, 100], [140, 300]);
    expect(position()).toBe('1 / 5');
  });

  it('closes on Escape and with its close button', async () => {
    const { user, onClose } = renderGallery();
    expect(within(dialog()).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
