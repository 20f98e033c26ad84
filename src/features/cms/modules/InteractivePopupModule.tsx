import { useRef, useState } from 'react';
import type { InteractivePopupModule as PopupData } from '../../../api/types';
import { Modal } from '../../../ui/Modal';
import { SafeHtml } from '../../../ui/SafeHtml';
import { primaryButtonStyle } from '../../../ui/theme';
import './InteractivePopupModule.css';

/**
 * Open or closed, starting closed. With `initial` the opener is the vertical bar at
 * the window's edge; without it an ordinary button in the page's flow.
 */
export function InteractivePopupModule({ module }: { module: PopupData }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={opener}
        type="button"
        className={module.initial ? 'hs-popup-bar' : undefined}
        style={primaryButtonStyle}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {module.buttonText}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={module.headline}
        size="small"
        returnFocusRef={opener}
      >
        <SafeHtml html={module.html} />
      </Modal>
    </>
  );
}
