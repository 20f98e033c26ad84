import type { ComplaintFormValues } from './complaintValues';

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
