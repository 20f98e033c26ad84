import type { Offer } from '../../../../api/types';
import { planOfferLoad, type OfferSlots } from './offerPlan';

const offer = (id: string) => ({ id }) as Offer;
const slots = (initial?: string, selected?: string, original?: string): OfferSlots => ({
  initial: { model: initial ? offer(initial) : null, isLoading: false },
  selected: { model: selected ? offer(selected) : null, isLoading: false },
  original: { model: original ? offer(original) : null, isLoading: false },
});

describe('offer load plan: skip offers already present unless forced', () => {
  it('asks for the initial offer as the selected one on a first visit', () => {
    expect(planOfferLoad(slots(), { originalOfferId: null, selectedOfferId: null })).toEqual({
      request: {},
      load: ['initial', 'selected'],
      reused: null,
    });
  });

  it('asks only for what is missing', () => {
    expect(planOfferLoad(slots('A', 'A'), { originalOfferId: null, selectedOfferId: 'B' })).toEqual(
      { request: { initialOfferId: 'A', selectedOfferId: 'B' }, load: ['selected'], reused: null },
    );
    expect(
      planOfferLoad(slots(undefined, undefined), { originalOfferId: 'O', selectedOfferId: 'O' }),
    ).toEqual({
      request: { originalOfferId: 'O', selectedOfferId: 'O' },
      load: ['initial', 'original', 'selected'],
      reused: null,
    });
  });

  it('serves an offer any slot holds without a request', () => {
    for (const wanted of ['A', 'B', 'O']) {
      expect(
        planOfferLoad(slots('A', 'B', 'O'), { originalOfferId: 'O', selectedOfferId: wanted }),
      ).toEqual({ load: [], reused: offer(wanted) });
    }
    expect(
      planOfferLoad(slots('A', 'B'), { originalOfferId: null, selectedOfferId: null }),
    ).toEqual({ load: [], reused: offer('A') });
  });

  it('fetches everything again when forced', () => {
    expect(
      planOfferLoad(slots('A', 'B', 'O'), { originalOfferId: 'O', selectedOfferId: 'B' }, true),
    ).toEqual({
      request: { initialOfferId: 'A', originalOfferId: 'O', selectedOfferId: 'B' },
      load: ['initial', 'original', 'selected'],
      reused: null,
    });
  });
});
