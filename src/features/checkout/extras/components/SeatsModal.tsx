import { FormattedMessage } from 'react-intl';
import { Modal } from '../../../../ui/Modal';
import type { ExtraModalProps } from './extrasModalProps';
import { OptionDetails } from './OptionDetails';

export function SeatsModal({ open, onClose, options, currency }: ExtraModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={<FormattedMessage id="checkout.extras.seats.title" />}
    >
      <p>
        <FormattedMessage id="checkout.extras.seats.intro" />
      </p>
      <OptionDetails options={options} currency={currency} />
    </Modal>
  );
}
