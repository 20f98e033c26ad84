// The public path must be set before any other module can request a chunk.
import './publicPath';
import { localeDataSteps, startFirstLoads } from './app/bootFirst';
import { holdRouteModules, nextTask } from './lib/moduleTurns';

// Four steps, each in tasks of their own (docs/rules/speed.md). The first asks for the files the
// first render waits for; the second checks the configuration and sends the first API requests
// (its modules are evaluated in tasks before it); the third loads the browser's number and date
// data for the language while they are under way (in two tasks); the fourth evaluates React, the
// store and the shell, and renders them in a task after that. The later steps are eager imports
// (in shop.js all the same: no chunk, no request): evaluated only when their turn comes, so the
// requests before them do not wait for the whole bundle to run.
// The route's chunk may arrive before React and the store are evaluated: its modules wait for them.
const releaseRouteModules = holdRouteModules();
const { intlTag } = startFirstLoads();
void (async () => {
  // Evaluating a step's modules takes a phone a few hundred milliseconds: the largest parts are
  // evaluated first, each in a task of its own, so no task runs all of them (a module runs once;
  // the step's import then finds them done).
  await nextTask();
  await import(/* webpackMode: "eager" */ './api/client');
  await nextTask();
  const { startBoot } = await import(/* webpackMode: "eager" */ './app/bootEarly');
  await nextTask();
  const early = startBoot();
  await nextTask();
  for (const step of localeDataSteps(intlTag)) {
    step();
    await nextTask();
  }
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ './store/storeInstance');
  releaseRouteModules();
  await nextTask();
  const { boot } = await import(/* webpackMode: "eager" */ './app/boot');
  await nextTask();
  await boot(early);
})();
