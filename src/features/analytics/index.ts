/**
 * Analytics' public face. The rules it keeps are in docs/rules/consent-and-analytics.md.
 *
 * Contract for features:
 * - Teasers and products: `const { ref, onClick } = useTracking({ kind, id, name, list, position,
 *   price })` on the element and its link. Impressions go out in batches every 2000 ms.
 * - Forms (complaint, newsletter, ...): dispatch
 *   `analyticsActions.formSubmitted({ form: 'complaint', outcome: 'success' | 'failure' })` once
 *   the server has answered a submit (failure: refused or not reached). `form` is an identifier
 *   (letters, digits, '-' and '_', up to 40); the form's values never go into the action.
 * - The search mask dispatches `analyticsActions.searchMaskChanged()` when it applies a search:
 *   the next result-list or all-destinations load counts again.
 * - Everything else is heard from the features' own actions (listenedTypes.ts).
 *
 * Only ids, catalogue names, counts, prices and outcomes are sent: never a person's data.
 */
export { analyticsActions, type TrackedItem, type FormOutcome } from './analyticsActions';
export { analyticsBootSaga } from './analyticsBoot';
export { AnalyticsStarter } from './AnalyticsStarter';
export { useTracking } from './useTracking';
