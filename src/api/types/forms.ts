import type { IsoDate } from './common';

/**
 * Complaint form multipart fields, named as the host's server expects them; files go as repeated
 * `file[]` parts. All values are strings on the wire.
 */
export interface ComplaintFormFields {
  email: string;
  firstName: string;
  lastName: string;
  zipCode?: string;
  text: string;
  reason: 'Compliment' | 'Complaint';
  orderId: string;
  country: string;
  city?: string;
  phone?: string;
  street?: string;
  recaptcha?: string;
  contactTourGuideOnSite: 'true' | 'false';
  salutation: 'MALE' | 'FEMALE';
}

/**
 * The codes the shop words itself; any other code is shown as it is
 * (docs/rules/forms.md, "Server errors in a closable banner").
 */
export type ComplaintErrorCode =
  'genericError' | 'bookingNumberNotFound' | 'emailInvalid' | 'fileNotFound' | 'fileTypeNotAllowed';

export interface ComplaintResponse {
  success: boolean;
  /** A known code or any other string, shown as it is. */
  error?: ComplaintErrorCode | string;
}

export interface NewsletterSubscribeRequest {
  email: string;
  source: string;
  listId: string;
}

export type NewsletterErrorCode =
  | 'genericError'
  | 'invalidUnsubscribeEmail'
  | 'unknownUnsubscribeEmail'
  | 'alreadyUnsubscribedEmail';

export interface NewsletterResponse {
  success: boolean;
  error?: NewsletterErrorCode;
}

export interface NewsletterUnsubscribeRequest {
  email: string;
  listId: string;
}

export interface NewsletterCustomerIdResponse {
  success: boolean;
  result: { data: string } | null;
  error?: NewsletterErrorCode;
}

export interface NewsletterCustomerDataRequest {
  customer: string;
}

/** Newsletter profile (customer edit) values. */
export interface NewsletterCustomer {
  salutation: 'MALE' | 'FEMALE' | '';
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD or ''. */
  birthdate: IsoDate;
  hasChildren: 'Yes' | 'No' | '';
  hasMilesMore?: 'Yes' | 'No' | '';
  country: 'DE' | 'AT' | 'CH' | '';
  email: string;
  trackingPermission: boolean;
  preferredAirports: string[];
  preferredTravelTypes: string[];
  /** Whether the customer is subscribed; without it the page links to the subscribe form. */
  subscribed: boolean;
}

export interface NewsletterCustomerDataResponse {
  success: boolean;
  data: NewsletterCustomer | null;
  error?: NewsletterErrorCode;
}

export interface NewsletterUpdateCustomerRequest extends Omit<NewsletterCustomer, 'subscribed'> {
  customer: string;
  listId?: string;
}
