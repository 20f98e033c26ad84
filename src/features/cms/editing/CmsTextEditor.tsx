import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { BundledMessages } from '../../../i18n/BundledMessages';
import { sessionDraft } from '../../../lib/sessionDraft';
import { useAppSelector } from '../../../store/hooks';
import { selectPage } from '../../shell';
import type { CmsTextProps } from './CmsText';
import { CmsTextForm, editDraftKey } from './CmsTextForm';
import { editingMessages } from './editingMessages';
import { useEditingShown } from './editingShown';
import './editing.css';
import { injectPageTextEdits } from './pageTextEdits';
import { fieldName } from './textFields';
import { useControlsPlace } from './useControlsPlace';

// Saved texts go into the loaded page: the shell's reducer learns how when this chunk arrives.
injectPageTextEdits();

/** Copy texts are long: they get a text area, every other field one line. */
const multilineFields = new Set(['copytext', 'text']);

/**
 * A CMS text as an editor sees it (the `cms-editing` chunk): the text with an Edit button that
 * names what it edits; editing swaps the text for its form. Saved texts go into the loaded page.
 */
export default function CmsTextEditor(props: CmsTextProps) {
  return (
    <BundledMessages messages={editingMessages}>
      <EditableText {...props} />
    </BundledMessages>
  );
}

function EditableText({ moduleId, field, value, as: As = 'span', className }: CmsTextProps) {
  const intl = useIntl();
  const pageId = useAppSelector(selectPage).data?.id;
  // An open field whose text was typed stays open when the text is drawn anew (the hero's first
  // slide is replaced once the slider arrives) or the page is reloaded.
  const [editing, setEditing] = useState(
    () =>
      !!pageId && typeof sessionDraft.read(editDraftKey({ pageId, moduleId, field })) === 'string',
  );
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const [textRef, place] = useControlsPlace();
  const shownControls = useEditingShown();

  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);

  const shown = (
    <As className={className} ref={textRef}>
      {value}
    </As>
  );
  // Outside a CMS page there is nothing to save into; until the text is placed, it shows alone.
  // With the editor's switch off, the text reads as a visitor's (an open form stays open).
  if (!pageId || (!place && !editing) || (!shownControls && !editing)) return shown;

  const name = fieldName(field);
  const fieldLabel = intl.formatMessage({ id: 'cms.editing.field' }, { field: name });
  const controls = editing ? (
    <CmsTextForm
      edit={{ pageId, moduleId, field }}
      value={value}
      fieldLabel={fieldLabel}
      multiline={multilineFields.has(name)}
      onClose={() => {
        returnFocus.current = true;
        setEditing(false);
      }}
    />
  ) : (
    <button ref={editButton} type="button" className="hs-cms-edit" onClick={() => setEditing(true)}>
      {intl.formatMessage({ id: 'cms.editing.edit' }, { field: fieldLabel, text: value })}
    </button>
  );
  // Inside a link or a tab the text stays and the controls follow that control.
  if (place instanceof HTMLElement) {
    return (
      <>
        {shown}
        {createPortal(controls, place)}
      </>
    );
  }
  return editing ? (
    controls
  ) : (
    <>
      {shown}
      {controls}
    </>
  );
}
