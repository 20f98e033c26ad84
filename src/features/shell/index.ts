/** What other features may use of the shell: route and page state, layout data, money, CMS links. */
export {
  shellActions,
  selectRoute,
  selectPage,
  selectLayout,
  selectIsErrorModalOpen,
  type RouteEntered,
} from './shellSlice';
export { useMoney } from './useMoney';
export { CmsLink } from './components/CmsLink';
