import { useIntl } from 'react-intl';
import { BundledMessages } from '../../../i18n/BundledMessages';
import { editingMessages } from './editingMessages';
import { setEditingShown, useEditingShown } from './editingShown';
import './editing.css';

function Switch() {
  const intl = useIntl();
  const shown = useEditingShown();
  return (
    <div className="hs-cms-editing-bar">
      <button
        type="button"
        className="hs-cms-edit"
        aria-pressed={shown}
        onClick={() => setEditingShown(!shown)}
      >
        {intl.formatMessage({ id: 'cms.editing.switch' })}
      </button>
    </div>
  );
}

/**
 * The editor's switch for the Edit buttons of the page (the `cms-editing` chunk): with it off,
 * the page reads like a visitor's and tabs through its own links only.
 */
export default function EditingSwitch() {
  return (
    <BundledMessages messages={editingMessages}>
      <Switch />
    </BundledMessages>
  );
}
