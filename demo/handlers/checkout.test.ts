/** @jest-environment node */
import { startDemoServer } from '../testing/demoServer';
import { cartOf, create, payAndPoll, setInfo } from '../testing/checkoutFlow';
import { call } from '../testing/shape';
import { pollsUntilFinished } from './payment';

startDemoServer();

describe('booking checkout journey', () => {
  it('moves a cart through ancillaries, info, payment and processing to success', async () => {
    const created = cartOf(await create());
    const checkoutId = created.id;
    expect(created.checkout.status).toBe('ancillaries');
    expect(created.checkout.package.passengerInfo.passengers.map((p) => p.firstName)).toEqual([
      'A0',
      'A0',
    ]);

    const options = await call('checkout_get_ancillaries', { params: { checkoutId }, body: {} });
    expect(options.body.ancillaries.map((group) => group.type)).toEqual([
      'transfer',
      'insurance',
      'rentalCar',
      'luggage',
      'priorityBoarding',
      'fastTrack',
      'legSeat',
    ]);
    const transfers = options.body.ancillaries[0];
    expect(
      transfers?.type === 'transfer' &&
        Math.min(...transfers.options.map((o) => o.transfer.amount.value)),
    ).toBe(90);

    const withTransfer = cartOf(
      (
        await call('checkout_set_ancillaries', {
          params: { checkoutId },
          body: { data: { type: 'transfer', refIds: ['transfer-bus'] } },
        })
      ).body,
    );
    expect(withTransfer.checkout.amounts.totalAmount.value).toBe(
      created.checkout.amounts.totalAmount.value + 90,
    );
    expect(withTransfer.checkout.selectedTransfers.map((t) => t.refId)).toEqual(['transfer-bus']);

    const info = await setInfo(checkoutId, 'Muster-Schmidt');
    expect(cartOf(info.body).checkout.status).toBe('payment');

    const polls = await payAndPoll(checkoutId);
    expect(polls.slice(0, pollsUntilFinished - 1)).toEqual(
      Array(pollsUntilFinished - 1).fill(
        expect.objectContaining({ success: true, finished: false, soft: false }),
      ),
    );
    expect(polls[pollsUntilFinished - 1]).toEqual(
      expect.objectContaining({ success: true, finished: true, soft: false }),
    );
    expect(polls[pollsUntilFinished]).toEqual(
      expect.objectContaining({ success: true, finished: true }),
    );
  });

  it.each([
    ['Fail', { success: false, finished: true, soft: false }],
    ['Soft', { success: false, finished: true, soft: true }],
  ])('ends in the outcome the lead traveller %s selects', async (lastName, outcome) => {
    const checkoutId = cartOf(await create()).id;
    await setInfo(checkoutId, lastName);
    const polls = await payAndPoll(checkoutId);
    expect(polls[pollsUntilFinished - 1]).toEqual(expect.objectContaining(outcome));
  });

  it('never finishes with the never-finish fault', async () => {
    const checkoutId = cartOf(await create()).id;
    await setInfo(checkoutId, 'Muster');
    const polls = await payAndPoll(checkoutId, { 'x-demo-fault': 'never-finish' });
    expect(polls.every((poll) => !poll.finished && poll.success)).toBe(true);
  });

  it('reports a price change or an unavailable offer on create', async () => {
    const changed = await create({ 'x-demo-fault': 'price-change' });
    expect(changed.changes?.[0]?.type).toBe('price');
    expect(cartOf(changed).product.offer.price.perPersonAmount).toBe(
      changed.changes?.[0]?.price?.perPersonAmount,
    );
    const gone = await create({ 'x-demo-fault': 'unavailable' });
    expect(gone).toEqual(
      expect.objectContaining({
        success: false,
        messages: [expect.objectContaining({ id: 'offerNotAvailable' })],
      }),
    );
    expect((await call('checkout_create', { body: { offer: 'nonsense' } })).body.success).toBe(
      false,
    );
  });

  it('answers 404 with noBookingError for an unknown checkout', async () => {
    const { status, body } = await call('checkout_poll', {
      params: { checkoutId: 'bk-999999' },
      body: {},
    });
    expect(status).toBe(404);
    expect(body).toEqual({
      success: false,
      messages: [{ id: 'noBookingError', context: 'checkout' }],
    });
  });
});
