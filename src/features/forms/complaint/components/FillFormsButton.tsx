import { useFormikContext } from 'formik';
import { FormattedMessage } from 'react-intl';
import { secondaryButtonStyle } from '../../../../ui/theme';
import type { ComplaintFormValues } from '../model/complaintValues';

/** Test data the development helper writes in; files and the security check stay the visitor's. */
export const sampleComplaintValues: Omit<ComplaintFormValues, 'files' | 'recaptcha'> = {
  contactReason: 'Complaint',
  referenceNumber: 'BK123456',
  tourGuideContacted: 'No',
  salutation: 'Mrs',
  name: 'Erika',
  surname: 'Mustermann',
  street: 'Heidestraße 17',
  postCode: '51147',
  city: 'Köln',
  country: 'DE',
  email: 'erika.mustermann@example.com',
  phone: '+4922112345678',
  concerns: 'The pool of our hotel was closed for the whole week.',
};

/**
 * 'Fill forms', a development aid (docs/rules/forms.md, "The 'Fill forms' helper"). Only
 * development builds have it; a production build drops it (webpack replaces NODE_ENV, the branch
 * is dead code).
 */
export function FillFormsButton() {
  const { setValues, values } = useFormikContext<ComplaintFormValues>();
  if (process.env.NODE_ENV === 'production') return null;
  return (
    <button
      type="button"
      style={secondaryButtonStyle}
      onClick={() => void setValues({ ...values, ...sampleComplaintValues }, true)}
    >
      <FormattedMessage id="complaint.fillForms" />
    </button>
  );
}
