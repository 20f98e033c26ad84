import { getIn, useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { errorStyle } from '../../../../ui/form/formStyles';

/** A field's message id from the schema, translated, once the field was touched. */
export function useShownError(name: string): string | undefined {
  const intl = useIntl();
  const { errors, touched, submitCount } = useFormikContext();
  const error: unknown = getIn(errors, name);
  const shown = submitCount > 0 || Boolean(getIn(touched, name));
  return shown && typeof error === 'string' ? intl.formatMessage({ id: error }) : undefined;
}

export function FieldMessage({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} style={errorStyle}>
      {error}
    </p>
  ) : null;
}
