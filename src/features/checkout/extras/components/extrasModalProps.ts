import type { ExtraOption } from '../../../../api/types';

/** What every extra's details modal receives from its card. */
export interface ExtraModalProps {
  open: boolean;
  onClose: () => void;
  options: ExtraOption[];
  currency: string;
}
