import { FormattedMessage, useIntl } from 'react-intl';
import type { TransferOption } from '../../../../api/types';
import { Modal } from '../../../../ui/Modal';
import { useExtrasMoney } from './useExtrasMoney';

export interface HolidayTaxiModalProps {
  open: boolean;
  onClose: () => void;
  options: TransferOption[];
}

/** What a holiday taxi is, with the offered taxis and their prices. */
export function HolidayTaxiModal({ open, onClose, options }: HolidayTaxiModalProps) {
  const intl = useIntl();
  const money = useExtrasMoney();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={<FormattedMessage id="checkout.extras.holidayTaxi.title" />}
    >
      <p>
        <FormattedMessage id="checkout.extras.holidayTaxi.intro" />
      </p>
      <ul className="hs-extras__details">
        {options.map((option) => (
          <li key={option.refId}>
            {option.transfer.name}:{' '}
            {intl.formatMessage(
              { id: 'checkout.extras.modal.price' },
              { price: money(option.transfer.amount) },
            )}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
