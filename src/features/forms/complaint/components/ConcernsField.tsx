import { useField } from 'formik';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  controlStyle,
  fieldStyle,
  hintStyle,
  invalidControlStyle,
} from '../../../../ui/form/formStyles';
import { maxConcernsLength } from '../model/complaintSchema';
import { useFieldError } from '../../../../ui/form/fields';
import { FieldMessage } from './FieldMessage';

/** The concerns text (required, at most 2000 characters), with a count below it. */
export function ConcernsField() {
  const intl = useIntl();
  const id = useId();
  const [field] = useField<string>('concerns');
  const error = useFieldError('concerns');
  const count = field.value.trim().length;
  return (
    <div style={fieldStyle}>
      <label htmlFor={id}>{intl.formatMessage({ id: 'complaint.concerns' })}</label>
      <textarea
        {...field}
        id={id}
        rows={8}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-count`, error ? `${id}-error` : ''].join(' ').trim()}
        style={{ ...(error ? invalidControlStyle : controlStyle), resize: 'vertical' }}
      />
      <p id={`${id}-count`} style={hintStyle}>
        <FormattedMessage id="complaint.concernsCount" values={{ count, max: maxConcernsLength }} />
      </p>
      <FieldMessage id={`${id}-error`} error={error} />
    </div>
  );
}
