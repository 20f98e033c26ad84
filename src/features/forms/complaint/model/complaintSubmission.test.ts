import { http, HttpResponse } from 'msw';
import { createApiClient, type ApiClient, type RequestOptions } from '../../../../api/client';
import { testApiBase } from '../../../../testing/renderWithProviders';
import { setupDemoHost } from '../../../../testing/setupDemoHost';
import { testFile } from '../testing/testFiles';
import {
  complaintSubmissionReducer,
  errorOfAnswer,
  initialSubmission,
  sendComplaint,
  uploadTimeoutMs,
  type ComplaintEvent,
  type ComplaintSubmission,
} from './complaintSubmission';
import {
  complaintFieldsOf,
  emptyComplaintValues,
  type ComplaintFormValues,
} from './complaintValues';

const server = setupDemoHost();
const api = createApiClient(testApiBase);

const values: ComplaintFormValues = {
  ...emptyComplaintValues,
  contactReason: 'Compliment',
  referenceNumber: ' BK123456 ',
  tourGuideContacted: 'Yes',
  salutation: 'Mr',
  name: 'Max',
  surname: 'Muster',
  street: 'Hauptstraße 1',
  postCode: '50667',
  city: 'Köln',
  country: 'AT',
  email: 'max@example.com',
  phone: '+43 1 234',
  concerns: 'Great trip!',
  files: [
    testFile('invoice.pdf', 'application/pdf', undefined, '%PDF-1.4'),
    testFile('photo.png', 'image/png'),
  ],
};

describe('complaint payload mapping', () => {
  it('maps the form values to the server fields', () => {
    expect(complaintFieldsOf(values)).toEqual({
      email: 'max@example.com',
      firstName: 'Max',
      lastName: 'Muster',
      zipCode: '50667',
      text: 'Great trip!',
      reason: 'Compliment',
      orderId: 'BK123456',
      country: 'AT',
      city: 'Köln',
      phone: '+43 1 234',
      street: 'Hauptstraße 1',
      contactTourGuideOnSite: 'true',
      salutation: 'MALE',
    });
  });

  it.each([
    ['Yes', 'true'],
    ['No', 'false'],
    ['NotAvailable', 'false'],
  ] as const)('tour guide contacted %s → contactTourGuideOnSite %s', (answer, sent) => {
    expect(
      complaintFieldsOf({ ...values, tourGuideContacted: answer }).contactTourGuideOnSite,
    ).toBe(sent);
  });

  it('sends Mrs as FEMALE, a complaint as Complaint and the reCAPTCHA token when there is one', () => {
    expect(
      complaintFieldsOf({
        ...values,
        salutation: 'Mrs',
        contactReason: 'Complaint',
        recaptcha: 't',
      }),
    ).toMatchObject({ salutation: 'FEMALE', reason: 'Complaint', recaptcha: 't' });
  });
});

describe('complaint submission states', () => {
  const run = (events: ComplaintEvent[], from: ComplaintSubmission = initialSubmission) =>
    events.reduce(complaintSubmissionReducer, from);

  it('goes editing → submitting → succeeded', () => {
    expect(run([{ type: 'submitted' }, { type: 'progressed', percent: 40 }])).toEqual({
      status: 'submitting',
      percent: 40,
    });
    expect(run([{ type: 'submitted' }, { type: 'succeeded' }])).toEqual({ status: 'succeeded' });
  });

  it('goes to failed with the code, back to editing when the banner closes, and may submit again', () => {
    const failed = run([{ type: 'submitted' }, { type: 'failed', error: 'emailInvalid' }]);
    expect(failed).toEqual({ status: 'failed', error: 'emailInvalid' });
    expect(run([{ type: 'bannerClosed' }], failed)).toEqual({ status: 'editing' });
    expect(run([{ type: 'submitted' }], failed)).toEqual({ status: 'submitting' });
  });

  it('ignores a second submit while one runs and after success, and stray answers', () => {
    const sending = run([{ type: 'submitted' }, { type: 'progressed', percent: 10 }]);
    expect(run([{ type: 'submitted' }], sending)).toBe(sending);
    const done = run([{ type: 'succeeded' }], sending);
    expect(run([{ type: 'submitted' }, { type: 'failed', error: 'x' }], done)).toBe(done);
    expect(run([{ type: 'succeeded' }, { type: 'progressed', percent: 5 }])).toBe(
      initialSubmission,
    );
  });
});

describe('complaint answers and errors', () => {
  it.each([
    [{ success: true }, null],
    [{ success: false, error: 'emailInvalid' }, 'emailInvalid'],
    [{ success: false }, 'genericError'],
    [{ success: 'true' }, 'genericError'],
    [{ success: false, error: '  ' }, 'genericError'],
    [{ success: false, error: 42 }, 'genericError'],
    [null, 'genericError'],
    ['<html>', 'genericError'],
  ])('answer %j → %s', (answer, error) => {
    expect(errorOfAnswer(answer)).toBe(error);
  });
});

describe('sending a complaint to the demo host', () => {
  const signal = () => new AbortController().signal;

  it('posts multipart data with the mapped fields and one file[] part per file', async () => {
    let received: FormData | undefined;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/ajax/complaint')) received = await request.clone().formData();
    });
    const outcome = await sendComplaint(api, values, { signal: signal(), onPercent: () => {} });
    server.events.removeAllListeners();
    expect(outcome).toEqual({ kind: 'sent' });
    expect(received?.get('orderId')).toBe('BK123456');
    expect(received?.get('contactTourGuideOnSite')).toBe('true');
    const files = received?.getAll('file[]') as File[];
    expect(files.map((file) => [file.name, file.type])).toEqual([
      ['invoice.pdf', 'application/pdf'],
      ['photo.png', 'image/png'],
    ]);
  });

  it('reports the upload in whole percents of the request body', async () => {
    const percents: number[] = [];
    const progressing: ApiClient = {
      request: <T>(options: RequestOptions) => {
        const progress = options.transfer?.onUploadProgress;
        for (const loaded of [0, 250, 500, 999, 1000])
          progress?.({ loaded, total: 1000, bytes: 1, lengthComputable: true });
        // Without a known total there is no share to show.
        progress?.({ loaded: 10, bytes: 10, lengthComputable: false });
        expect(options.transfer?.timeout).toBe(uploadTimeoutMs);
        return Promise.resolve({ success: true } as T);
      },
    };
    await sendComplaint(progressing, values, {
      signal: signal(),
      onPercent: (p) => percents.push(p),
    });
    expect(percents).toEqual([0, 25, 50, 99, 100]);
  });

  it('returns the server code of a refusal', async () => {
    const outcome = await sendComplaint(
      api,
      { ...values, referenceNumber: 'UNKNOWN-7' },
      { signal: signal(), onPercent: () => {} },
    );
    expect(outcome).toEqual({ kind: 'refused', error: 'bookingNumberNotFound' });
  });

  it('turns a failing server into genericError and an abort into a cancel', async () => {
    server.use(http.post('*/ajax/complaint', () => new HttpResponse(null, { status: 502 })));
    expect(await sendComplaint(api, values, { signal: signal(), onPercent: () => {} })).toEqual({
      kind: 'refused',
      error: 'genericError',
    });
    const controller = new AbortController();
    const pending = sendComplaint(api, values, { signal: controller.signal, onPercent: () => {} });
    controller.abort();
    expect(await pending).toEqual({ kind: 'cancelled' });
  });
});
