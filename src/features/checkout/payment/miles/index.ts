export { MilesLogin, type MilesLoginProps } from './MilesLogin';
export { MilesPanel, type MilesPanelProps } from './MilesPanel';
export {
  milesAmountError,
  milesLoginOf,
  type MilesLogin as MilesLoginResult,
} from './milesAccount';
