import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAtRoute } from '../../../testing/renderAtRoute';
import { MarketFlyoutSlot } from './MarketFlyoutSlot';

// The flyout's module is spied on, to tell whether the slot has asked for its chunk yet.
const mockLoads = jest.fn();
jest.mock('./MarketFlyout', () => {
  mockLoads();
  return jest.requireActual('./MarketFlyout');
});

describe('market flyout slot', () => {
  it('stands in with a named, closed trigger and loads the flyout only when pressed', async () => {
    renderAtRoute(<MarketFlyoutSlot locale="en-gb" />, '/en-gb/search', 'resultlist');
    const standIn = screen.getByRole('button', {
      name: 'Country and language: United Kingdom, English',
    });
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    expect(standIn).toHaveAttribute('aria-haspopup', 'dialog');
    expect(mockLoads).not.toHaveBeenCalled();

    // A tap: pressed before the flyout is in, it opens as soon as it is.
    fireEvent.click(standIn);
    await waitFor(() => expect(mockLoads).toHaveBeenCalledTimes(1));
    const dialog = await screen.findByRole('dialog', { name: 'Choose country and language' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(
      screen.getByRole('button', { name: 'Country and language: United Kingdom, English' }),
    ).toHaveAttribute('aria-expanded', 'true');
  });

  it('is disabled, and says so, where the market may not change', () => {
    renderAtRoute(
      <MarketFlyoutSlot locale="en-gb" />,
      '/en-gb/booking/payment/c-1',
      'checkout_payment',
    );
    expect(screen.getByRole('button', { name: /^Country and language/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Country and language/ })).toHaveAccessibleName(
      /^Country and language: United Kingdom, English.+cannot be changed during booking$/,
    );
  });
});
