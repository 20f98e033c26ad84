// The public path must be set before any other module can request a chunk.
import './publicPath';
import { startFirstLoads } from './app/bootFirst';

// Three steps, each in a task of its own (docs/rules/speed.md). The first asks for the files the
// first render waits for; the second checks the configuration and sends the first API requests;
// the third evaluates and renders React, the store and the shell. The later steps are eager
// imports (in shop.js all the same: no chunk, no request): evaluated only when their turn comes,
// so the requests before them do not wait for the whole bundle to run.
startFirstLoads();
setTimeout(() => {
  void import(/* webpackMode: "eager" */ './app/bootEarly').then(({ startBoot }) => {
    const early = startBoot();
    setTimeout(() => {
      void import(/* webpackMode: "eager" */ './app/boot').then(({ boot }) => boot(early));
    }, 0);
  });
}, 0);
