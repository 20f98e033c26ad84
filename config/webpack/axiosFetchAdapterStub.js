/**
 * Stands in for axios's fetch adapter in the browser bundle (webpack.config.ts). axios tries its
 * adapters in the order xhr, http, fetch, and every supported browser has XMLHttpRequest, so the
 * fetch adapter (about 3 KiB gzip) would never run: this stub reports it as unavailable.
 * Plain JavaScript: the replaced module keeps axios's path, which no loader compiles.
 */
export const getFetch = () => undefined;
export default undefined;
