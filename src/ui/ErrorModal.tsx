import { useRef, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Modal } from './Modal';
import { primaryButtonStyle } from './theme';

export interface ErrorModalProps {
  open: boolean;
  onClose: () => void;
  /** Extra explanation under the title; already translated by the caller. */
  message?: string;
  /** Portal target, see Modal. */
  container?: Element;
  /** The button's text, already translated; default 'Ok'. */
  okLabel?: string;
  /** Where focus goes when it closes; default where it was when it opened. */
  returnFocusRef?: RefObject<HTMLElement>;
}

/** The generic error modal: 'Something went wrong' with one 'Ok' button. */
export function ErrorModal({
  open,
  onClose,
  message,
  container,
  okLabel,
  returnFocusRef,
}: ErrorModalProps) {
  const intl = useIntl();
  // The only sensible action is acknowledging, so focus starts on it rather than on the cross.
  const okButtonRef = useRef<HTMLButtonElement>(null);

  return (
    <Modal
      open={open}
      onClose={onClose}
      size="small"
      container={container}
      initialFocusRef={okButtonRef}
      returnFocusRef={returnFocusRef}
      title={intl.formatMessage({ id: 'ui.errorModal.title' })}
      footer={
        <button ref={okButtonRef} type="button" style={primaryButtonStyle} onClick={onClose}>
          {okLabel ?? <FormattedMessage id="ui.errorModal.ok" />}
        </button>
      }
    >
      {message && <p>{message}</p>}
    </Modal>
  );
}
