import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../testing/renderWithProviders';
import { textBlockOrder } from '../model/textBlocks';
import { testHotelInfo } from '../testing/hotelFixtures';
import { HotelAbout } from './HotelAbout';

const about = () => screen.getByRole('region', { name: 'About the hotel' });
const blockHeadings = () =>
  within(about())
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('hotel texts', () => {
  it("shows the intro, and the other blocks in the fixed order after 'See all details'", async () => {
    const user = userEvent.setup();
    renderWithProviders(<HotelAbout info={testHotelInfo()} />);
    expect(screen.getByText('Text of intro')).toBeVisible();
    expect(screen.getByText('Text of location')).not.toBeVisible();
    const toggle = screen.getByRole('button', { name: 'See all details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(blockHeadings()).toEqual([
      'Title intro',
      'Limited mobility',
      'Amenities',
      ...textBlockOrder.slice(1).map((type) => `Title ${type}`),
    ]);
    const details = screen.getByRole('region', { name: 'See all details' });
    expect(within(details).getByText('Text of construction_sites')).toBeVisible();

    await user.click(toggle);
    expect(screen.queryByRole('region', { name: 'See all details' })).not.toBeInTheDocument();
  });

  it('leaves out the address parts street, city, country and zip', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HotelAbout info={testHotelInfo()} />);
    await user.click(screen.getByRole('button', { name: 'See all details' }));
    for (const text of ['Carrer de la Mar 12', '07001', 'Street', 'Postcode']) {
      expect(screen.queryByText(text)).not.toBeInTheDocument();
    }
    expect(within(about()).queryByText(/^(Palma|Spain)$/)).not.toBeInTheDocument();
  });

  it('renders block HTML as HTML, sanitised', () => {
    const info = testHotelInfo({
      textBlocks: [
        {
          type: 'intro',
          title: 'Welcome',
          text: '<p>Sun <strong>and</strong> sea</p><script>x</script>',
        },
      ],
    });
    renderWithProviders(<HotelAbout info={info} />);
    expect(screen.getByText('and').tagName).toBe('STRONG');
    expect(screen.queryByText('x')).not.toBeInTheDocument();
  });

  it('lists the amenities', () => {
    renderWithProviders(<HotelAbout info={testHotelInfo()} />);
    const amenities = within(about()).getByRole('list');
    expect(
      within(amenities)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Pool', 'Free Wi-Fi']);
  });

  it('shows the mobility warning as a note, not as an alert', () => {
    renderWithProviders(<HotelAbout info={testHotelInfo()} />);
    const note = screen.getByRole('note', { name: 'Limited mobility' });
    expect(note).toHaveTextContent('The hotel is built on a slope with many steps.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has no warning and no details toggle when the hotel sends neither', () => {
    const info = testHotelInfo({
      mobilityWarning: undefined,
      textBlocks: [{ type: 'intro', title: 'Welcome', text: '<p>Hi</p>' }],
    });
    renderWithProviders(<HotelAbout info={info} />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'See all details' })).not.toBeInTheDocument();
  });
});
