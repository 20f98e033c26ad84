import { useFormikContext } from 'formik';
import { FormattedMessage } from 'react-intl';
import { secondaryButtonStyle } from '../theme';

/**
 * 'Fill forms', a development aid that writes test data into a form (docs/rules/forms.md, "The
 * 'Fill forms' helper"). Only development builds have it: webpack replaces NODE_ENV, so in a
 * production build the button is dead code and is dropped.
 */
export function FillFormsButton<Values>({
  fill,
  labelId,
}: {
  /** The form's values with the test data written in; what must stay the visitor's stays. */
  fill: (values: Values) => Values;
  labelId: string;
}) {
  const { setValues, values } = useFormikContext<Values>();
  if (process.env.NODE_ENV === 'production') return null;
  return (
    <button
      type="button"
      style={secondaryButtonStyle}
      onClick={() => void setValues(fill(values), true)}
    >
      <FormattedMessage id={labelId} />
    </button>
  );
}
