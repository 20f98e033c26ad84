import type { Action } from '@reduxjs/toolkit';
import type { Cart, EventLogRequest } from '../../api/types';
import { listenedTypes } from './listenedTypes';
import { priceChangeOf, priceDirection } from './analyticsEvents';

/** Just what the event log needs of the store; read structurally, the checkout slice is lazy. */
export interface EventLogState {
  shell: { route: { name: string | null; locale: string | null } };
  checkout?: { cart: Cart | null };
}

const outcomeActions: Record<string, string> = {
  success: 'bookingSuccess',
  fail: 'bookingFail',
  soft_booked: 'bookingSoftBooked',
};

/** The event log's name for a checkout action, or null when it logs nothing. */
function logAction(action: Action): string | null {
  switch (action.type) {
    case listenedTypes.checkoutChanges: {
      const direction = priceDirection(priceChangeOf(action)?.difference);
      if (direction === 'increased') return 'priceIncreased';
      return direction === 'reduced' ? 'priceReduced' : null;
    }
    case listenedTypes.paymentSucceeded:
      return 'paymentSuccess';
    case listenedTypes.paymentFailed:
      return 'paymentFailure';
    case listenedTypes.bookingFinished:
      return outcomeActions[String((action as Action & { payload: unknown }).payload)] ?? null;
    default:
      return null;
  }
}

/**
 * The trimmed package: the booked services, prices and traveller counts, picked field by field, so
 * names, birth dates, contacts, coupon codes and payment data never reach the log
 * (docs/rules/consent-and-analytics.md, "The event log").
 */
export function trimPackage(cart: Cart): Record<string, unknown> {
  const pack = cart.checkout.package;
  const travellers = { adults: 0, children: 0, infants: 0 };
  for (const { type } of pack.passengerInfo?.passengers ?? []) {
    if (type === 'CHILD') travellers.children += 1;
    else if (type === 'INFANT') travellers.infants += 1;
    else travellers.adults += 1;
  }
  return {
    offerId: cart.product.offer.id,
    market: pack.market,
    basePrice: pack.basePrice?.amount,
    totalAmount: cart.checkout.amounts?.totalAmount,
    travellers,
    services: (pack.serviceContainers ?? []).map(({ service }) => ({
      key: service.key,
      name: service.name,
      price: service.price?.amount,
      firstDay: service.firstDay,
      lastDay: service.lastDay,
      quantity: service.quantity,
      ...(service.kind ? { kind: service.kind } : {}),
      ...(service.additionalServiceKind
        ? { additionalServiceKind: service.additionalServiceKind }
        : {}),
    })),
    paymentFee: pack.payment?.paymentFee?.amount,
    couponAmount: pack.coupon?.price.amount,
  };
}

/** The event log POST bodies of a tracked action: checkout milestones with the booked package. */
export function eventLogBodies(
  action: Action,
  state: EventLogState,
  now: number,
  variant: string,
): EventLogRequest[] {
  const name = logAction(action);
  const cart = state.checkout?.cart;
  if (!name || !cart) return [];
  return [
    {
      stack: '',
      msg: {
        action: name,
        time: new Date(now).toISOString(),
        hotelId: cart.product.hotel.id,
        package: trimPackage(cart),
      },
      level: 'INFO',
      context: {
        checkoutId: cart.checkout.id,
        route: state.shell.route.name,
        locale: state.shell.route.locale,
        variant,
      },
    },
  ];
}
