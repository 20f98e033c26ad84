import * as yup from 'yup';
import { billingCountries } from '../../../../config/countries';
import { filesIssue, type FileLike } from './complaintFileRules';
import { contactReasons, salutations, tourGuideAnswers } from './complaintValues';

/** The longest concerns text the form takes. */
export const maxConcernsLength = 2000;

/** Message ids of the field rules. */
export const complaintErrorIds = {
  required: 'complaint.error.required',
  concernsTooLong: 'complaint.error.concernsTooLong',
} as const;

/** The countries the form offers: the checkout's billing list. */
export const complaintCountries = billingCountries;

const requiredText = () => yup.string().trim().required(complaintErrorIds.required);
const optionalText = () => yup.string();
const choice = (options: readonly string[]) =>
  yup
    .string()
    .required(complaintErrorIds.required)
    .oneOf([...options], complaintErrorIds.required);

/**
 * Every check of the complaint form (docs/rules/forms.md, "Complaint fields"); messages are
 * message ids.
 */
export function complaintSchema({ recaptchaRequired }: { recaptchaRequired: boolean }) {
  return yup.object({
    contactReason: choice(contactReasons),
    referenceNumber: requiredText(),
    tourGuideContacted: choice(tourGuideAnswers),
    salutation: choice(salutations),
    name: requiredText(),
    surname: requiredText(),
    street: optionalText(),
    postCode: optionalText(),
    city: optionalText(),
    country: choice(complaintCountries),
    // Only required: the address's form is the server's to judge (emailInvalid).
    email: requiredText(),
    phone: optionalText(),
    concerns: requiredText().max(maxConcernsLength, complaintErrorIds.concernsTooLong),
    files: yup
      .array()
      .default([])
      .test('files', (files, context) => {
        const issue = filesIssue((files ?? []) as FileLike[]);
        return issue ? context.createError({ message: issue }) : true;
      }),
    recaptcha: recaptchaRequired ? requiredText() : optionalText(),
  });
}
