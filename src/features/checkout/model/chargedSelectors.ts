import { createSelector } from '@reduxjs/toolkit';
import { selectCart } from '../checkoutSlice';
import { chargedAmount, priceBreakdown } from './chargedAmount';

/** The charged amount of the checkout's cart; null before the cart is loaded. */
export const selectChargedAmount = createSelector([selectCart], (cart) =>
  cart ? chargedAmount(cart) : null,
);

/** The breakdown of the checkout's cart; null before the cart is loaded. */
export const selectPriceBreakdown = createSelector([selectCart], (cart) =>
  cart ? priceBreakdown(cart) : null,
);
