/** Analytics' test helpers for other features' tests. */
export { dataLayerEvents } from '../analyticsEvents';
