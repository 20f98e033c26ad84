import { FormattedMessage } from 'react-intl';
import { Modal } from '../../../../ui/Modal';
import type { ExtraModalProps } from './extrasModalProps';
import { OptionDetails } from './OptionDetails';

export function InsuranceModal({ open, onClose, options, currency }: ExtraModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={<FormattedMessage id="checkout.extras.insurance.title" />}
    >
      <p>
        <FormattedMessage id="checkout.extras.insurance.intro" />
      </p>
      <OptionDetails options={options} currency={currency} />
    </Modal>
  );
}
