import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupDemoHost } from '../../../../testing/setupDemoHost';
import { monthOf, shiftMonth } from '../../../../lib/calendarDates';
import { firstBookableDay } from '../model/bookableMonths';
import { hotelUrl, renderHotelOffers } from '../testing/renderHotelOffers';

setupDemoHost();

const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

async function loadedGrid() {
  const grid = await screen.findByRole('grid');
  await waitFor(() => expect(grid).toHaveAttribute('aria-busy', 'false'));
  return grid;
}

describe('offers calendar', () => {
  it('is a grid of the month whose day buttons are named by date and price per person', async () => {
    renderHotelOffers();
    const grid = await loadedGrid();
    const pressed = within(grid).getByRole('button', { pressed: true });
    expect(pressed).toHaveAccessibleName(
      /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{1,2} \w+ \d{4}, £[\d,]+ per person/,
    );
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(7);
    expect(within(grid).getAllByRole('columnheader')[0]).toHaveAccessibleName('Monday');
    expect(within(grid).getAllByRole('button', { name: /cheapest this month$/ })).toHaveLength(1);
    expect(screen.getByText('Departure days with the price per person for 7 nights')).toBeVisible();
  });

  it('moves between months, loading the prices of the month shown, within the bookable year', async () => {
    const user = userEvent.setup();
    renderHotelOffers();
    const grid = await loadedGrid();
    const shown = grid.getAttribute('aria-labelledby')!;
    const caption = () => document.getElementById(shown)?.textContent;
    const start = caption();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(caption()).not.toBe(start));
    await loadedGrid();
    const next = within(grid).getAllByRole('button', { name: /per person/ });
    expect(next.length).toBeGreaterThan(20);
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() => expect(caption()).toBe(start));

    const first = monthOf(firstBookableDay());
    while (caption() !== monthName(first)) {
      await user.click(screen.getByRole('button', { name: 'Previous month' }));
    }
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    expect(caption()).toBe(monthName(first));
    expect(monthName(shiftMonth(first, 1))).not.toBe(caption());
  });

  it('moves the one tab stop with the arrow keys and chooses a day with Enter', async () => {
    const user = userEvent.setup();
    renderHotelOffers();
    const grid = await loadedGrid();
    const pressed = within(grid).getByRole('button', { pressed: true });
    expect(pressed).toHaveAttribute('tabindex', '0');
    act(() => pressed.focus());
    await user.keyboard('{ArrowRight}');
    const next = document.activeElement as HTMLElement;
    expect(next).not.toBe(pressed);
    expect(next).toHaveAttribute('tabindex', '0');
    expect(pressed).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(next).toHaveAttribute('aria-pressed', 'true'));
  });

  it('scrolls to the flight changer after a day is chosen when scroll navigation is on', async () => {
    const user = userEvent.setup();
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      const { store } = renderHotelOffers(hotelUrl(), 'en', true);
      const grid = await loadedGrid();
      const day = within(grid).getAllByRole('button', { pressed: false, name: /per person/ })[0]!;
      await user.click(day);
      expect(scrolled).toHaveLength(1);
      expect(
        within(scrolled[0] as HTMLElement).getByRole('heading', { name: 'Change your flights' }),
      ).toBeInTheDocument();
      // The click scrolls once: clicked is cleared, clicked once stays.
      expect(store.getState().hotelOffers?.calendar).toMatchObject({
        clicked: false,
        clickedOnce: true,
      });
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('does not scroll when scroll navigation is off', async () => {
    const user = userEvent.setup();
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      renderHotelOffers();
      const grid = await loadedGrid();
      await user.click(
        within(grid).getAllByRole('button', { pressed: false, name: /per person/ })[0]!,
      );
      await waitFor(() =>
        expect(within(grid).getAllByRole('button', { pressed: true })).toHaveLength(1),
      );
      expect(scrollIntoView).not.toHaveBeenCalled();
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });
});
