import { formatFileSize } from '../model/fileSize';
import { useFormikContext } from 'formik';
import { useId, type ChangeEvent, type CSSProperties } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldStyle, hintStyle } from '../../../../ui/form/formStyles';
import { secondaryButtonStyle } from '../../../../ui/theme';
import { allowedExtensions, allowedMimeTypes } from '../model/complaintFileRules';
import type { ComplaintFormValues } from '../model/complaintValues';
import { useFieldError } from '../../../../ui/form/fields';
import { FieldMessage } from './FieldMessage';

const listStyle: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };
const itemStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.5rem',
  margin: '0.25rem 0',
};
const accept = [...allowedExtensions.map((extension) => `.${extension}`), ...allowedMimeTypes].join(
  ',',
);
/**
 * Attachments (docs/rules/forms.md, "Complaint attachments"): each pick adds to the list, each
 * file can be removed again; the rules run on the whole list and their message shows below it.
 */
export function FilesField() {
  const intl = useIntl();
  const id = useId();
  const { values, setFieldValue, setFieldTouched } = useFormikContext<ComplaintFormValues>();
  const error = useFieldError('files');
  const change = (files: File[]) => {
    void setFieldValue('files', files, true);
    void setFieldTouched('files', true, false);
  };
  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // Emptied, so picking the same file again (after removing it) is a change too.
    event.target.value = '';
    if (picked.length) change([...values.files, ...picked]);
  };
  return (
    <div style={fieldStyle}>
      <label htmlFor={id}>{intl.formatMessage({ id: 'complaint.files' })}</label>
      <input
        id={id}
        type="file"
        multiple
        accept={accept}
        onChange={add}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].join(' ').trim()}
      />
      <p id={`${id}-hint`} style={hintStyle}>
        <FormattedMessage id="complaint.filesHint" />
      </p>
      {values.files.length > 0 && (
        <ul style={listStyle}>
          {values.files.map((file, index) => (
            <li key={`${index}-${file.name}`} style={itemStyle}>
              <span>
                {file.name} ({formatFileSize(intl, file.size)})
              </span>
              <button
                type="button"
                style={secondaryButtonStyle}
                onClick={() => change(values.files.filter((_, other) => other !== index))}
              >
                <FormattedMessage id="complaint.removeFile" values={{ name: file.name }} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldMessage id={`${id}-error`} error={error} />
    </div>
  );
}
