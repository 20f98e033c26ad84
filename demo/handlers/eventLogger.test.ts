/** @jest-environment node */
import { startDemoServer } from '../testing/demoServer';
import { call } from '../testing/shape';
import { state } from './state';

startDemoServer();

const entry = {
  stack: '',
  msg: {
    action: 'paymentSuccess',
    time: '2027-05-01T10:00:00.000Z',
    hotelId: 7,
    package: { offerId: 'o-1' },
  },
  level: 'INFO',
  context: { checkoutId: 'bk-1' },
};

describe('event logger', () => {
  it('keeps a well-formed INFO entry', async () => {
    const { body } = await call('fcse_event_logger', { body: entry });
    expect(body).toEqual({ success: true });
    expect(state.events.at(-1)).toEqual(entry);
  });

  it.each([
    ['another level', { ...entry, level: 'ERROR' }],
    ['no action', { ...entry, msg: { ...entry.msg, action: '' } }],
    ['no time', { ...entry, msg: { action: 'paymentSuccess' } }],
    ['no message', { level: 'INFO' }],
  ])('refuses an entry with %s', async (_name, refused) => {
    const before = state.events.length;
    const { body } = await call('fcse_event_logger', { body: refused });
    expect(body).toEqual({ success: false });
    expect(state.events).toHaveLength(before);
  });
});
