import { FormattedMessage } from 'react-intl';
import { Modal } from '../../../../ui/Modal';
import type { ExtraModalProps } from './extrasModalProps';
import { OptionDetails } from './OptionDetails';

export function FastTrackModal({ open, onClose, options, currency }: ExtraModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={<FormattedMessage id="checkout.extras.fastTrack.title" />}
    >
      <p>
        <FormattedMessage id="checkout.extras.fastTrack.intro" />
      </p>
      <OptionDetails options={options} currency={currency} />
    </Modal>
  );
}
