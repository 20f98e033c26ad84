import type {
  ComplaintResponse,
  NewsletterCustomerDataRequest,
  NewsletterResponse,
  NewsletterSubscribeRequest,
  NewsletterUnsubscribeRequest,
  NewsletterUpdateCustomerRequest,
} from '../../src/api/types';
import {
  allowedMimeTypes,
  maxBytes,
  maxFiles,
} from '../../src/features/forms/complaint/model/complaintFileRules';
import { hashString } from '../catalogue/prng';
import { recaptchaRefused } from '../recaptcha/tokens';
import { jsonBody, route, type RouteContext } from './route';
import { state } from './state';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function customerIdFor(email: string): string {
  return `nl-${hashString(email.toLowerCase()).toString(36)}`;
}

/**
 * The complaint form's checks and the test data of demo/README.md. A sent reCAPTCHA token must be
 * one the stand-in issued and unused; without a token only brands without a key may send.
 */
function checkComplaint(form: FormData, { request }: RouteContext): ComplaintResponse {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const required = [
    'email',
    'firstName',
    'lastName',
    'text',
    'reason',
    'orderId',
    'country',
    'salutation',
    'contactTourGuideOnSite',
  ];
  if (required.some((name) => !text(name)) || text('text').length > 2000)
    return { success: false, error: 'genericError' };
  if (recaptchaRefused(request, form.get('recaptcha')))
    return { success: false, error: 'genericError' };
  if (!emailPattern.test(text('email'))) return { success: false, error: 'emailInvalid' };
  if (/^(000|unknown)/i.test(text('orderId')))
    return { success: false, error: 'bookingNumberNotFound' };
  // Test data: an order id starting "CODE-" answers the rest of it as an error code of its own.
  const code = /^code-(\w+)$/i.exec(text('orderId'))?.[1];
  if (code) return { success: false, error: code };
  const files = form.getAll('file[]').filter((part): part is File => typeof part !== 'string');
  if (files.length > maxFiles) return { success: false, error: 'genericError' };
  if (files.some((file) => file.size === 0)) return { success: false, error: 'fileNotFound' };
  if (files.some((file) => !allowedMimeTypes.includes(file.type)))
    return { success: false, error: 'fileTypeNotAllowed' };
  if (files.reduce((sum, file) => sum + file.size, 0) > maxBytes)
    return { success: false, error: 'genericError' };
  return { success: true };
}

export const formHandlers = [
  route('newsletter_subscribe', async ({ request }) => {
    const body = await jsonBody<NewsletterSubscribeRequest>(request);
    const email = String(body.email ?? '')
      .trim()
      .toLowerCase();
    // Test data: addresses containing "fail" are rejected by the mailing service.
    if (!emailPattern.test(email) || email.includes('fail'))
      return { success: false, error: 'genericError' } satisfies NewsletterResponse;
    const existing = state.subscribers.get(email);
    state.subscribers.set(email, {
      email,
      listId: String(body.listId ?? 'holiday-news'),
      subscribed: true,
      customerId: existing?.customerId ?? customerIdFor(email),
    });
    return { success: true };
  }),
  route('newsletter_unsubscribe', async ({ request }) => {
    const body = await jsonBody<NewsletterUnsubscribeRequest>(request);
    const email = String(body.email ?? '')
      .trim()
      .toLowerCase();
    if (!emailPattern.test(email)) return { success: false, error: 'invalidUnsubscribeEmail' };
    const subscriber = state.subscribers.get(email);
    if (!subscriber) return { success: false, error: 'unknownUnsubscribeEmail' };
    if (!subscriber.subscribed) return { success: false, error: 'alreadyUnsubscribedEmail' };
    subscriber.subscribed = false;
    return { success: true };
  }),
  route('newsletter_get_customer_id', ({ request }) => {
    const token = (
      request.headers.get('x-authorization') ??
      request.headers.get('authorization') ??
      ''
    ).replace(/^Bearer\s+/i, '');
    if (!token) return { success: false, result: null, error: 'genericError' };
    // Any bearer token belongs to the seeded demo customer.
    return { success: true, result: { data: 'nl-demo-0001' } };
  }),
  route('newsletter_get_customer_data', async ({ request }) => {
    const body = await jsonBody<NewsletterCustomerDataRequest>(request);
    const id = String(body.customer ?? '');
    const known = state.customers.get(id);
    if (known) return { success: true, data: known };
    const subscriber = [...state.subscribers.values()].find((s) => s.customerId === id);
    if (!subscriber) return { success: false, data: null, error: 'genericError' };
    return {
      success: true,
      data: {
        salutation: '',
        firstName: '',
        lastName: '',
        birthdate: '',
        hasChildren: '',
        hasMilesMore: '',
        country: '',
        email: subscriber.email,
        trackingPermission: false,
        preferredAirports: [],
        preferredTravelTypes: [],
        subscribed: subscriber.subscribed,
      },
    };
  }),
  route('newsletter_update_customer', async ({ request }) => {
    const body = await jsonBody<NewsletterUpdateCustomerRequest>(request);
    const id = String(body.customer ?? '');
    const current = state.customers.get(id);
    const subscriber = [...state.subscribers.values()].find((s) => s.customerId === id);
    if (!current && !subscriber) return { success: false, error: 'genericError' };
    if (!emailPattern.test(String(body.email ?? '')))
      return { success: false, error: 'genericError' };
    if (body.birthdate && !/^\d{4}-\d{2}-\d{2}$/.test(body.birthdate))
      return { success: false, error: 'genericError' };
    if ((body.preferredAirports ?? []).length > 3) return { success: false, error: 'genericError' };
    state.customers.set(id, {
      salutation: body.salutation ?? '',
      firstName: body.firstName ?? '',
      lastName: body.lastName ?? '',
      birthdate: body.birthdate ?? '',
      hasChildren: body.hasChildren ?? '',
      hasMilesMore: body.hasMilesMore ?? '',
      country: body.country ?? '',
      email: String(body.email),
      trackingPermission: body.trackingPermission === true,
      preferredAirports: body.preferredAirports ?? [],
      preferredTravelTypes: body.preferredTravelTypes ?? [],
      subscribed: current?.subscribed ?? subscriber?.subscribed ?? false,
    });
    return { success: true };
  }),
  route('complaint_form', async (context) => {
    let form: FormData;
    try {
      form = await context.request.formData();
    } catch {
      return { success: false, error: 'genericError' };
    }
    const result = checkComplaint(form, context);
    if (result.success) state.complaints += 1;
    return result;
  }),
];
