import type { HotelOfferRequest, Offer } from '../../../../api/types';

/** The three offers the hotel page holds (docs/rules/hotel.md, "Which offers are loaded"). */
export type OfferSlotName = 'original' | 'initial' | 'selected';
export const offerSlotNames: readonly OfferSlotName[] = ['original', 'initial', 'selected'];

export interface OfferSlot {
  model: Offer | null;
  isLoading: boolean;
}

export type OfferSlots = Record<OfferSlotName, OfferSlot>;

export interface WantedOffers {
  /** The offer the page was opened with (a shared link, back from checkout); null: none. */
  originalOfferId: string | null;
  /** The offer the URL asks for; null: the initial (cheapest) offer. */
  selectedOfferId: string | null;
}

export interface OfferLoadPlan {
  /** Ids to send; undefined when nothing has to be fetched. */
  request?: Omit<HotelOfferRequest, 'productSearch'>;
  /** Slots whose answer is taken from the response. */
  load: OfferSlotName[];
  /** The selected offer when an offer already present serves it (no request for it). */
  reused: Offer | null;
}

function present(slots: OfferSlots, id: string): Offer | null {
  for (const name of offerSlotNames) {
    const model = slots[name].model;
    if (model?.id === id) return model;
  }
  return null;
}

/**
 * A load fetches original, initial and selected offers, skipping those already present unless
 * forced (docs/rules/hotel.md, "Which offers are loaded"). An offer counts as present when any slot
 * holds it, so returning to the initial offer (back button) needs no request.
 */
export function planOfferLoad(
  slots: OfferSlots,
  wanted: WantedOffers,
  force = false,
): OfferLoadPlan {
  const load: OfferSlotName[] = [];
  const request: Omit<HotelOfferRequest, 'productSearch'> = {};
  let reused: Offer | null = null;

  const initial = slots.initial.model;
  if (force || !initial) load.push('initial');
  // Naming the present initial offer spares the server its search for the cheapest one.
  if (initial) request.initialOfferId = initial.id;

  const original = wanted.originalOfferId;
  if (original && (force || slots.original.model?.id !== original)) {
    load.push('original');
    request.originalOfferId = original;
  }

  const selected = wanted.selectedOfferId;
  if (selected === null) {
    // Without a wish the server answers the initial offer as the selected one.
    if (force || !initial) load.push('selected');
    else reused = initial;
  } else {
    reused = force ? null : present(slots, selected);
    if (!reused) {
      load.push('selected');
      request.selectedOfferId = selected;
    }
  }
  return load.length ? { request, load, reused } : { load, reused };
}
