import { holdRouteModules, nextTask, routeModulesTurn } from './moduleTurns';

describe('module turns', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** Settles every promise that can settle without a timer. */
  const flushMicrotasks = async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };

  /**
   * Whether `promise` settles within the current task, and then whether after the next one
   * (`later` runs between the two checks, as the task in between).
   */
  async function settles(promise: Promise<void>, later: () => void = () => {}) {
    let done = false;
    void promise.then(() => (done = true));
    await flushMicrotasks();
    const now = done;
    later();
    await flushMicrotasks();
    return { now, later: done };
  }

  it('nextTask resolves only once the current task has ended', async () => {
    expect(await settles(nextTask(), () => jest.advanceTimersByTime(0))).toEqual({
      now: false,
      later: true,
    });
  });

  it("a route's modules wait for boot's release, then for a task of their own", async () => {
    const release = holdRouteModules();
    const turn = routeModulesTurn();
    // However long boot takes, nothing runs before its release.
    expect(await settles(turn, () => jest.advanceTimersByTime(1_000))).toEqual({
      now: false,
      later: false,
    });
    // The release itself is not the turn: a task of their own follows it.
    expect(await settles(turn, release)).toEqual({ now: false, later: false });
    expect(await settles(turn, () => jest.advanceTimersByTime(0))).toEqual({
      now: false,
      later: true,
    });
  });

  it('without a hold (a later route, a test) only the task of their own is waited for', async () => {
    holdRouteModules()();
    expect(await settles(routeModulesTurn(), () => jest.advanceTimersByTime(0))).toEqual({
      now: false,
      later: true,
    });
  });
});
