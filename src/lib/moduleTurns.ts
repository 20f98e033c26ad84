/**
 * When large groups of modules run (docs/rules/speed.md, "A route's first load"): each in a task
 * of its own, so that no single task runs them all and blocks a phone's main thread.
 */

/** Resolves in a later task: what follows the await runs in a task of its own. */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));

let bootModules: Promise<void> = Promise.resolve();

/**
 * Holds the evaluation of route modules until boot has evaluated React and the store in its own
 * steps: a route chunk arriving first would otherwise evaluate them as its own dependencies, in its
 * task. Boot releases them just before it evaluates the shell, so a route already fetched runs in
 * the task between the shell's and the first render's (both wait a task too, and came first).
 * Returns the release. Nothing holds them outside boot (tests, later routes).
 */
export function holdRouteModules(): () => void {
  let release = () => {};
  bootModules = new Promise<void>((resolve) => {
    release = resolve;
  });
  return release;
}

/** Resolves when a fetched route chunk's modules may run: after boot's, in a task of their own. */
export function routeModulesTurn(): Promise<void> {
  return bootModules.then(nextTask);
}
