import type { Task } from 'redux-saga';
import { call, cancel, fork, take, type ActionPattern } from 'redux-saga/effects';

/**
 * takeLatest for loads several actions may trigger: on each action `plan` reads the state and says
 * what to load (null: nothing); a running load of the same key goes on, a load of another key
 * replaces it (cancelled, its request aborted). Plain takeLatest would cancel a load only to find
 * the same load unnecessary on the next trigger.
 */
export function* latestByKey<P>(
  pattern: ActionPattern,
  plan: () => Generator<unknown, P | null, never>,
  keyOf: (plan: P) => string,
  run: (plan: P) => Generator,
) {
  let task: Task | null = null;
  let running: string | null = null;
  for (;;) {
    yield take(pattern);
    const next = (yield call(plan)) as P | null;
    if (!next) continue;
    const key = keyOf(next);
    if (task?.isRunning()) {
      if (key === running) continue;
      yield cancel(task);
    }
    running = key;
    task = (yield fork(run, next)) as Task;
  }
}
