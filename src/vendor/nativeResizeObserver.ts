/**
 * Stands in for `resize-observer-polyfill` in the bundle (webpack.config.ts aliases it here):
 * every browser the shop supports (.browserslistrc) has ResizeObserver, so react-slick gets the
 * native one, imported the way it imports the polyfill (as the default export).
 */
export default globalThis.ResizeObserver;
