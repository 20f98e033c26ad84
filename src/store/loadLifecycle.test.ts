import fc from 'fast-check';
import {
  idleLifecycle,
  loadBegan,
  loadFailed,
  loadReset,
  loadSucceeded,
  loadTookLong,
  type LoadLifecycle,
} from './loadLifecycle';

type Step = { event: 'began' | 'succeeded' | 'failed' | 'tookLong'; key: string };

const steps = fc.array(
  fc.record({
    event: fc.constantFrom<Step['event']>('began', 'succeeded', 'failed', 'tookLong'),
    key: fc.constantFrom('a', 'b', 'c'),
  }),
  { maxLength: 30 },
);

/** Applies one step; what the step's function answered, or null for one that answers nothing. */
function apply(state: LoadLifecycle, { event, key }: Step): boolean | null {
  if (event === 'began') return loadBegan(state, key);
  if (event === 'succeeded') return loadSucceeded(state, key);
  if (event === 'failed') return loadFailed(state, key);
  loadTookLong(state, key);
  return null;
}

describe('the load lifecycle', () => {
  it('lets only the current request end or slow a load; a stale one changes nothing', () => {
    fc.assert(
      fc.property(steps, (sequence) => {
        const state: LoadLifecycle = { ...idleLifecycle };
        for (const step of sequence) {
          const before = { ...state };
          const applies = apply(state, step);
          if (step.event !== 'began' && step.key !== before.requestKey) {
            expect(state).toEqual(before);
          }
          if (step.event === 'succeeded' || step.event === 'failed') {
            expect(applies).toBe(step.key === before.requestKey);
          }
          // Slow is a kind of loading: never set beside an answer or a failure.
          if (state.slow) expect(state.status).toBe('loading');
        }
      }),
    );
  });

  it('says when a new request replaces the one shown, so its data can go', () => {
    const state: LoadLifecycle = { ...idleLifecycle };
    expect(loadBegan(state, 'a')).toBe(true);
    loadTookLong(state, 'a');
    expect(state).toEqual({ status: 'loading', requestKey: 'a', slow: true });
    // The same request again (Try again) keeps what is shown.
    expect(loadBegan(state, 'a')).toBe(false);
    expect(state.slow).toBe(false);
    expect(loadSucceeded(state, 'a')).toBe(true);
    expect(state).toEqual({ status: 'resolved', requestKey: 'a', slow: false });
    expect(loadBegan(state, 'b')).toBe(true);
    expect(loadFailed(state, 'a')).toBe(false);
    expect(loadFailed(state, 'b')).toBe(true);
    expect(state.status).toBe('rejected');
  });

  it('forgets the request when reset, so a late answer to it changes nothing', () => {
    const state: LoadLifecycle = { ...idleLifecycle };
    loadBegan(state, 'ab');
    loadReset(state);
    expect(state).toEqual(idleLifecycle);
    expect(loadSucceeded(state, 'ab')).toBe(false);
    expect(state.status).toBe('idle');
  });
});
