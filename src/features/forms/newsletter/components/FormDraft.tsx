import { useEffect, useState } from 'react';
import { useFormikContext } from 'formik';
import { isDraftRecord, sessionDraft, storableText } from '../../../../lib/sessionDraft';

/** Values a draft may hold: short text, booleans and lists of short text. */
function storable(value: unknown): boolean {
  if (typeof value === 'boolean') return true;
  if (Array.isArray(value)) return value.every(storableText);
  return storableText(value);
}

/** The form's first values with what this tab typed before (a reload or a failed submit) over them. */
export function useDraftValues<T extends object>(key: string, initial: T): T {
  const [values] = useState(() => {
    const draft = sessionDraft.read(key);
    if (!isDraftRecord(draft)) return initial;
    const restored: Record<string, unknown> = { ...(initial as Record<string, unknown>) };
    for (const [name, value] of Object.entries(draft)) {
      const first = (initial as Record<string, unknown>)[name];
      if (name in initial && storable(value) && typeof value === typeof first)
        restored[name] = value;
    }
    return restored as unknown as T;
  });
  return values;
}

/** Inside a Formik form: keeps each change as the tab's draft, until `clear` on success. */
export function FormDraftSaver({ draftKey }: { draftKey: string }) {
  const { values, initialValues } = useFormikContext<Record<string, unknown>>();
  useEffect(() => {
    if (values === initialValues) return;
    const kept = Object.fromEntries(Object.entries(values).filter(([, value]) => storable(value)));
    sessionDraft.save(draftKey, kept);
  }, [draftKey, values, initialValues]);
  return null;
}

export const clearDraft = (key: string) => sessionDraft.clear(key);
