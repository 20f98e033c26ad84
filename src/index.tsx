// The public path must be set before any other module can request a chunk.
import './publicPath';
import { startBoot } from './app/bootEarly';

// The first step sends the requests the first render waits for; React, the store and the shell
// are evaluated in a task of their own after it (in shop.js all the same: an eager import makes
// no chunk), so those requests do not wait for the whole bundle to run (docs/rules/speed.md).
const early = startBoot();
setTimeout(() => {
  void import(/* webpackMode: "eager" */ './app/boot').then(({ boot }) => boot(early));
}, 0);
