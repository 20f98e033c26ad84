import { useCallback, useEffect, useState } from 'react';
import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { Schema } from 'yup';
import { afterPageQuiet } from '../../lib/pageQuiet';

/** The key of the errors a validation returns when the schema's code could not be loaded. */
const rulesUnavailable = 'hs-rules-unavailable';

/**
 * Formik's `validate` for a yup schema whose code loads apart from the form's (docs/rules/speed.md,
 * "A form's checks load after the form"): the form draws without yup and its rules, which load
 * once the page is quiet, or at the first validation if the visitor is quicker.
 *
 * `schema` resolves to the form's schema once its code is in; give a new function when the rules
 * change (a refused value to mark, say). A download that fails twice replaces the page with its
 * 'Try again' message, as a lost page chunk does: the errors returned meanwhile keep Formik from
 * submitting unchecked values, and what the visitor typed stays in the form's draft.
 */
export function useLaterSchema<Values extends FormikValues>(
  schema: () => Promise<Schema>,
  preload: () => Promise<unknown>,
): (values: Values) => Promise<FormikErrors<Values>> {
  const [lost, setLost] = useState<{ error: unknown }>();
  useEffect(() => {
    void afterPageQuiet()
      .then(preload)
      // Not yet a failure: the first validation asks again, and says so if it fails too.
      .catch(() => undefined);
  }, [preload]);
  const validate = useCallback(
    async (values: Values): Promise<FormikErrors<Values>> => {
      let loaded: Schema;
      try {
        loaded = await schema();
      } catch (error) {
        setLost({ error });
        return { [rulesUnavailable]: rulesUnavailable } as FormikErrors<Values>;
      }
      try {
        await validateYupSchema(values, loaded);
        return {};
      } catch (error) {
        if (error instanceof Error && error.name === 'ValidationError') {
          return yupToFormErrors<Values>(error);
        }
        throw error;
      }
    },
    [schema],
  );
  // Thrown for the route's ChunkBoundary, which offers 'Try again'.
  if (lost) throw lost.error;
  return validate;
}
