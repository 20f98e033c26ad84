import { useEffect, useState } from 'react';
import { useFormikContext } from 'formik';
import { readTravellerDraft, restoreTravellerDraft, saveTravellerDraft } from './travellerDraft';
import type { TravellerFormValues } from './travellerValues';

/** The form's starting values: the cart's, with this checkout's stored draft laid over them. */
export function useFormDraft(
  checkoutId: string,
  initial: TravellerFormValues,
): TravellerFormValues {
  const [values] = useState(() => restoreTravellerDraft(initial, readTravellerDraft(checkoutId)));
  return values;
}

/** Inside the Formik form: stores every change to the values as this checkout's draft. */
export function FormDraftSaver({ checkoutId }: { checkoutId: string }) {
  const { values, initialValues } = useFormikContext<TravellerFormValues>();
  useEffect(() => {
    // Untouched values are what the cart and the stored draft already hold.
    if (values !== initialValues) saveTravellerDraft(checkoutId, values);
  }, [checkoutId, values, initialValues]);
  return null;
}
