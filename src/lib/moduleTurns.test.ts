import { holdRouteModules, nextTask, routeModulesTurn } from './moduleTurns';

describe('module turns', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** Settles every promise that can settle without a timer. */
  const flushMicrotasks = async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };

  it('nextTask resolves only once the current task has ended', async () => {
    let done = false;
    void nextTask().then(() => (done = true));
    await flushMicrotasks();
    expect(done).toBe(false);
    jest.advanceTimersByTime(0);
    await flushMicrotasks();
    expect(done).toBe(true);
  });

  it("a route's modules wait for boot's release, then for a task of their own", async () => {
    const release = holdRouteModules();
    let turn = false;
    void routeModulesTurn().then(() => (turn = true));
    jest.advanceTimersByTime(1_000);
    await flushMicrotasks();
    expect(turn).toBe(false);

    release();
    await flushMicrotasks();
    expect(turn).toBe(false);
    jest.advanceTimersByTime(0);
    await flushMicrotasks();
    expect(turn).toBe(true);
  });

  it('without a hold (a later route, a test) only the task of their own is waited for', async () => {
    holdRouteModules()();
    let turn = false;
    void routeModulesTurn().then(() => (turn = true));
    await flushMicrotasks();
    expect(turn).toBe(false);
    jest.advanceTimersByTime(0);
    await flushMicrotasks();
    expect(turn).toBe(true);
  });
});
