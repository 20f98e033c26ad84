import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { sessionDraft } from '../../../lib/sessionDraft';
import { useAppDispatch, useAppStore } from '../../../store/hooks';
import { pageTextEdited, type PageTextEdit } from './pageTextEdits';

type Problem = 'empty' | 'failed' | null;

/** Where the text typed into one CMS text's field waits until it is saved or cancelled. */
export const editDraftKey = ({ pageId, moduleId, field }: Omit<PageTextEdit, 'value'>) =>
  `hs-cms-edit:${pageId}:${moduleId}:${field}`;

interface Props {
  edit: Omit<PageTextEdit, 'value'>;
  value: string;
  /** The field's name for people: 'headline', 'copy text'. */
  fieldLabel: string;
  multiline: boolean;
  /** Called after a save or a cancel; the caller gives the focus back to its Edit button. */
  onClose: () => void;
}

/**
 * The text field of one CMS text with Save and Cancel. What the editor types stays until the save
 * succeeds or the editor cancels: in this component and in the tab's session storage (it is no
 * secret), so neither a failed save nor the text being drawn anew or a reload loses it; the save
 * goes straight to the API like the complaint form, as nothing else reacts to it.
 */
export function CmsTextForm({ edit, value, fieldLabel, multiline, onClose: close }: Props) {
  const intl = useIntl();
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const draftKey = editDraftKey(edit);
  const [draft, setDraft] = useState(() => {
    const kept = sessionDraft.read(draftKey);
    return typeof kept === 'string' ? kept : value;
  });
  const onClose = () => {
    sessionDraft.clear(draftKey);
    close();
  };
  const [problem, setProblem] = useState<Problem>(null);
  const [saving, setSaving] = useState(false);
  // Blocking on purpose: one save at a time, even for a double click faster than a render.
  const inFlight = useRef<AbortController | null>(null);
  const fieldId = useId();
  const problemId = `${fieldId}-problem`;

  useEffect(() => () => inFlight.current?.abort(), []);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    const text = draft.trim();
    if (!text) {
      setProblem('empty');
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    setSaving(true);
    setProblem(null);
    try {
      const answer = await store.api.request({
        route: 'cms_text_edit',
        params: { pageId: edit.pageId, moduleId: edit.moduleId },
        data: { field: edit.field, value: text },
        signal: controller.signal,
      });
      if (!answer.success) throw new Error('Save refused');
      dispatch(pageTextEdited({ ...edit, value: text }));
      onClose();
    } catch {
      if (controller.signal.aborted) return;
      setProblem('failed');
    } finally {
      inFlight.current = null;
      if (!controller.signal.aborted) setSaving(false);
    }
  }

  function cancelOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    // Escape must not also close whatever flyout or dialog holds the text.
    event.stopPropagation();
    onClose();
  }

  const Field = multiline ? 'textarea' : 'input';
  return (
    <form className="hs-cms-edit-form" onSubmit={save} noValidate>
      <label htmlFor={fieldId}>
        {intl.formatMessage({ id: 'cms.editing.label' }, { field: fieldLabel })}
      </label>
      <Field
        id={fieldId}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          sessionDraft.save(draftKey, event.target.value);
          // The empty-field message goes once there is text again; a failed save's stays.
          if (problem === 'empty' && event.target.value.trim()) setProblem(null);
        }}
        onKeyDown={cancelOnEscape}
        aria-invalid={problem === 'empty' ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        {...(multiline ? { rows: 4 } : { type: 'text' })}
        // The editor asked to edit this text: the field takes the focus at once.
        // eslint-disable-next-line jsx-a11y/no-autofocus -- opened by the editor's own click
        autoFocus
      />
      {problem && (
        <p id={problemId} role="alert" className="hs-cms-edit-form__error">
          {intl.formatMessage({
            id: problem === 'empty' ? 'cms.editing.empty' : 'cms.editing.failed',
          })}
        </p>
      )}
      <div className="hs-cms-edit-form__actions">
        <button
          type="submit"
          className="hs-button"
          disabled={saving}
          aria-busy={saving}
          onKeyDown={cancelOnEscape}
        >
          {intl.formatMessage({ id: 'cms.editing.save' })}
        </button>
        <button
          type="button"
          className="hs-button hs-button--secondary"
          onClick={onClose}
          onKeyDown={cancelOnEscape}
        >
          {intl.formatMessage({ id: 'cms.editing.cancel' })}
        </button>
      </div>
    </form>
  );
}
