import type { ComplaintFormFields } from '../../../../api/types';

export const contactReasons = ['Compliment', 'Complaint'] as const;
export const tourGuideAnswers = ['Yes', 'No', 'NotAvailable'] as const;
export const salutations = ['Mr', 'Mrs'] as const;

/** The complaint form's values; choices are '' until one is picked. */
export interface ComplaintFormValues {
  contactReason: '' | (typeof contactReasons)[number];
  referenceNumber: string;
  tourGuideContacted: '' | (typeof tourGuideAnswers)[number];
  salutation: '' | (typeof salutations)[number];
  name: string;
  surname: string;
  street: string;
  postCode: string;
  city: string;
  country: string;
  email: string;
  phone: string;
  concerns: string;
  files: File[];
  recaptcha: string;
}

export const emptyComplaintValues: ComplaintFormValues = {
  contactReason: '',
  referenceNumber: '',
  tourGuideContacted: '',
  salutation: '',
  name: '',
  surname: '',
  street: '',
  postCode: '',
  city: '',
  country: '',
  email: '',
  phone: '',
  concerns: '',
  files: [],
  recaptcha: '',
};

/** The multipart fields, all strings, trimmed (docs/rules/forms.md, "Complaint fields"). */
export function complaintFieldsOf(values: ComplaintFormValues): ComplaintFormFields {
  const trimmed = (text: string) => text.trim();
  return {
    email: trimmed(values.email),
    firstName: trimmed(values.name),
    lastName: trimmed(values.surname),
    zipCode: trimmed(values.postCode),
    text: trimmed(values.concerns),
    reason: values.contactReason === 'Compliment' ? 'Compliment' : 'Complaint',
    orderId: trimmed(values.referenceNumber),
    country: values.country,
    city: trimmed(values.city),
    phone: trimmed(values.phone),
    street: trimmed(values.street),
    ...(values.recaptcha ? { recaptcha: values.recaptcha } : {}),
    contactTourGuideOnSite: values.tourGuideContacted === 'Yes' ? 'true' : 'false',
    salutation: values.salutation === 'Mrs' ? 'FEMALE' : 'MALE',
  };
}

/** The request body: the mapped fields, then one `file[]` part per file. */
export function complaintFormData(values: ComplaintFormValues): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(complaintFieldsOf(values))) {
    if (value !== undefined) form.append(key, value);
  }
  for (const file of values.files) form.append('file[]', file, file.name);
  return form;
}
